import { isPublicPath } from './paths'

export interface GuardState {
  /** Launch parameters carry signed init data. */
  insideTelegram: boolean
  /** sessionStorage banned_redirected is '1'. */
  banned: boolean
}

/**
 * Where the root guard sends a path, or undefined to let it through. While the ban flag is set,
 * every page but /banned goes to /banned (spec section 4); without init data every page but the
 * public ones goes to /access-denied.
 */
export function guardRedirect(
  pathname: string,
  { insideTelegram, banned }: GuardState,
): '/banned' | '/access-denied' | undefined {
  if (banned) return pathname === '/banned' ? undefined : '/banned'
  if (!insideTelegram && !isPublicPath(pathname)) return '/access-denied'
  return undefined
}
