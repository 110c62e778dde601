// The ban flow of the spec (sections 4 and 8): the reason is kept in sessionStorage under
// banned_reason, banned_redirected=1 makes the redirect happen once, and the browser is sent
// (replace) to /banned.
import { clearSnapshot } from './snapshot/store'

export const BANNED_REASON_KEY = 'banned_reason'
export const BANNED_REDIRECTED_KEY = 'banned_redirected'

export function markBanned(reason: string) {
  // The last screen must not be painted again for a banned user.
  clearSnapshot()
  try {
    sessionStorage.setItem(BANNED_REASON_KEY, reason)
  } catch {
    // Without storage the banned screen shows its default text.
  }
  try {
    sessionStorage.setItem(BANNED_REDIRECTED_KEY, '1')
  } catch {
    // Without storage the redirect below still happens for this page.
  }
  if (window.location.pathname !== '/banned') window.location.replace('/banned')
}

export function isBannedRedirected(): boolean {
  try {
    return sessionStorage.getItem(BANNED_REDIRECTED_KEY) === '1'
  } catch {
    return false
  }
}

export function bannedReason(): string | null {
  try {
    return sessionStorage.getItem(BANNED_REASON_KEY)
  } catch {
    return null
  }
}

/** The server says the user is no longer banned: forget the flag so the guard lets them in. */
export function clearBanned() {
  try {
    sessionStorage.removeItem(BANNED_REASON_KEY)
    sessionStorage.removeItem(BANNED_REDIRECTED_KEY)
  } catch {
    // Nothing was stored, so there is nothing to clear.
  }
}
