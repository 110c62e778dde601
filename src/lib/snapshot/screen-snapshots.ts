// Keeps the snapshot painted by index.html's inline script honest: the live app writes the tab root
// it renders (from fresh or cached data: never a skeleton, never the built-in fallback list), and
// removes the painted copy in the same frame as its own first real screen lands, so there is no
// blank frame and no jump.
import { isBannedRedirected } from '../ban'
import { sanitizeScreen } from './sanitize'
import { dropForeignSnapshot, saveScreen } from './store'

/** The tab roots (src/features/app-shell/paths.ts TAB_ROOTS): the screens a reopen lands on. */
const TAB_ROOTS = ['/', '/buy', '/aftermarket', '/panel', '/profile']
const WRITE_DELAY_MS = 300
/** The painted copy never outlives a live app stuck on a skeleton by more than this. */
const HAND_OVER_LIMIT_MS = 4_000
/** Content not to be kept or shown as settled. */
const UNSETTLED = '[aria-busy="true"], [data-source="fallback"]'

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** The live screen has real content: something in <main>, nothing loading. */
export function isSettled(root: Element, unsettled = UNSETTLED): boolean {
  const main = root.querySelector('main')
  return !!main && main.childElementCount > 0 && !root.querySelector(unsettled)
}

/**
 * Removes the painted copy once the live screen is settled (or after a time limit). A kept snapshot
 * waits for live or cached content; the prerendered home (`data-prerender`, itself the built-in
 * price list) gives way to the built-in list as well, only not to a skeleton.
 */
export function handOver(root: Element, snapshot: Element | null): void {
  if (!snapshot) return
  const unsettled = snapshot.hasAttribute('data-prerender') ? '[aria-busy="true"]' : UNSETTLED
  // Mutation callbacks run before the next paint: the live screen and the copy never show together.
  const observer = new MutationObserver(() => {
    if (isSettled(root, unsettled)) done()
  })
  const timer = setTimeout(done, HAND_OVER_LIMIT_MS)
  function done() {
    observer.disconnect()
    clearTimeout(timer)
    const focused = document.activeElement
    const id = focused && snapshot?.contains(focused) ? focused.getAttribute('data-testid') : null
    snapshot?.remove()
    // Keyboard users keep their place: focus goes from the copy's element to the live one.
    if (id) root.querySelector<HTMLElement>(`[data-testid="${CSS.escape(id)}"]`)?.focus()
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true })
}

export interface SnapshotOptions {
  /** The Telegram user of this launch; without one nothing is written. */
  user: number | undefined
  build?: string
}

export function startScreenSnapshots({ user, build = __BUILD_ID__ }: SnapshotOptions): void {
  dropForeignSnapshot(build, user)
  const root = document.getElementById('root')
  if (!root) return
  handOver(root, document.getElementById('snapshot'))
  if (user === undefined) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const write = () => {
    timer = undefined
    const path = normalize(window.location.pathname)
    if (!TAB_ROOTS.includes(path) || isBannedRedirected() || !isSettled(root)) return
    const html = document.documentElement
    saveScreen({
      build,
      user,
      lang: html.lang,
      style: html.getAttribute('style') ?? '',
      path,
      html: sanitizeScreen(root),
    })
  }
  new MutationObserver(() => {
    clearTimeout(timer)
    timer = setTimeout(write, WRITE_DELAY_MS)
  }).observe(root, { childList: true, subtree: true, characterData: true, attributes: true })
  // As the query cache's persister does: a user who closes the app within the delay keeps the
  // screen too, the pending write runs at once when the page is hidden or unloaded.
  const flush = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    write()
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  window.addEventListener('pagehide', flush)
}
