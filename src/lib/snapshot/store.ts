// The last rendered tab roots, kept in localStorage so the inline script in index.html can paint
// one synchronously on the next open, before the bundle runs. One record, bound to a build (the
// classes in the markup are that build's) and to a Telegram user (one user never sees another's
// screen); that script checks both, and so does this module when the app starts. The record's
// shape is shared with that script: change both together.

export const SNAPSHOT_STORAGE_KEY = 'screen-snapshot'
/** Per screen and in all: localStorage is small and shared with the rest of the app. */
export const MAX_SCREEN_CHARS = 60_000
export const MAX_TOTAL_CHARS = 150_000

export interface ScreenSnapshot {
  v: 1
  build: string
  user: number
  /** The language the screens were rendered in; painted only while it is still the one chosen. */
  lang: string
  /** The Telegram theme variables on <html> (custom properties and color-scheme only). */
  style: string
  /** Sanitized markup of #root by pathname. */
  pages: Record<string, string>
}

export function readSnapshot(): ScreenSnapshot | undefined {
  try {
    const raw = localStorage.getItem(SNAPSHOT_STORAGE_KEY)
    const parsed = raw ? (JSON.parse(raw) as Partial<ScreenSnapshot>) : undefined
    if (parsed?.v !== 1 || typeof parsed.pages !== 'object' || !parsed.pages) return undefined
    return parsed as ScreenSnapshot
  } catch {
    return undefined
  }
}

export function clearSnapshot(): void {
  try {
    localStorage.removeItem(SNAPSHOT_STORAGE_KEY)
  } catch {
    // Nothing could be stored either.
  }
}

/** Drops a record made by another build or for another user. */
export function dropForeignSnapshot(build: string, user: number | undefined): void {
  const stored = readSnapshot()
  if (stored && (stored.build !== build || stored.user !== user)) clearSnapshot()
}

/** Telegram's colours, the readable hint and button derived from them (theme.ts), the scheme. */
const THEME_DECLARATION =
  /^(--tg-[\w-]+|--hint-readable|--button-readable|color-scheme)\s*:\s*[#\w\s.,()%-]+$/

/** The theme part of <html style>, declaration by declaration, nothing else. */
export function themeStyle(style: string): string {
  return style
    .split(';')
    .map((d) => d.trim())
    .filter((d) => THEME_DECLARATION.test(d))
    .join('; ')
}

export interface SaveInput {
  build: string
  user: number
  lang: string
  style: string
  path: string
  html: string
}

/** Adds or replaces one screen; a screen too big is not kept, older screens go first when full. */
export function saveScreen(input: SaveInput): boolean {
  if (input.html.length > MAX_SCREEN_CHARS) return false
  const stored = readSnapshot()
  const same =
    stored &&
    stored.build === input.build &&
    stored.user === input.user &&
    stored.lang === input.lang
  let pages: Record<string, string> = { ...(same ? stored.pages : {}), [input.path]: input.html }
  const size = () => Object.values(pages).reduce((n, html) => n + html.length, 0)
  if (size() > MAX_TOTAL_CHARS) pages = { [input.path]: input.html }
  const record: ScreenSnapshot = {
    v: 1,
    build: input.build,
    user: input.user,
    lang: input.lang,
    style: themeStyle(input.style),
    pages,
  }
  try {
    localStorage.setItem(SNAPSHOT_STORAGE_KEY, JSON.stringify(record))
    return true
  } catch {
    // Quota: better no snapshot than a half-written one.
    clearSnapshot()
    return false
  }
}
