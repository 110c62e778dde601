// Lingui set-up. Each catalog comes in two parts (scripts/catalog-parts.ts): the messages of the
// first route, the only part fetched at start, and the rest, which every other screen waits for
// before it renders (`catalogRestReady`). The other language is fetched when a switch asks for it
// (the service worker precaches every part, so a switch works offline too), and the screen changes
// language as soon as it arrives. The first-use rule comes from the spec: the browser language if
// it is en or ru, else ru.
import { i18n, type Messages } from '@lingui/core'
import { languageCode, type LanguageCode } from '@contract/user'

/** The choice made on this device; it always wins over the server's. */
export const LANGUAGE_STORAGE_KEY = 'language'
/** The server's choice (made on another device) taken while this device had none of its own. */
export const ADOPTED_LANGUAGE_STORAGE_KEY = 'language-from-server'
export const DEFAULT_LANGUAGE: LanguageCode = 'ru'
export const SUPPORTED_LANGUAGES: readonly LanguageCode[] = languageCode.options
export type Language = LanguageCode

type Part = 'first' | 'rest'
type Catalog = () => Promise<{ messages: Messages }>
const CATALOGS: Record<LanguageCode, Record<Part, Catalog>> = {
  en: {
    first: () => import('@/locales/en/messages.po?part=first'),
    rest: () => import('@/locales/en/messages.po?part=rest'),
  },
  ru: {
    first: () => import('@/locales/ru/messages.po?part=first'),
    rest: () => import('@/locales/ru/messages.po?part=rest'),
  },
}
const loading = new Map<string, Promise<void>>()
const loaded = new Set<string>()
/** The language last asked for: a slower load of an earlier choice never wins over it. */
let wanted: Language | undefined
/** Whether a screen beyond the first route has asked for the rest of the catalog. */
let restWanted = false

/** Loads one part of a catalog (once); a failed load may be tried again. */
function loadPart(code: Language, part: Part): Promise<void> {
  const key = `${code}:${part}`
  let pending = loading.get(key)
  if (!pending) {
    pending = CATALOGS[code][part]().then(
      ({ messages }) => {
        i18n.load(code, messages)
        loaded.add(key)
      },
      (err: unknown) => {
        loading.delete(key)
        throw err
      },
    )
    loading.set(key, pending)
  }
  return pending
}

const partsNeeded = (): Part[] => (restWanted ? ['first', 'rest'] : ['first'])
const hasParts = (code: Language) => partsNeeded().every((p) => loaded.has(`${code}:${p}`))
const loadParts = (code: Language) => Promise.all(partsNeeded().map((p) => loadPart(code, p)))

/** Loads a whole catalog, both parts. */
export async function loadCatalog(code: Language): Promise<void> {
  await Promise.all([loadPart(code, 'first'), loadPart(code, 'rest')])
}

/**
 * Before the first render: the first route's part of the start language's catalog, and the rest
 * with it when the app starts on another screen (which would wait for it anyway).
 */
export function loadStartCatalog(path: string = globalThis.location?.pathname ?? '/') {
  if (path !== '/') restWanted = true
  return loadParts(initialLanguage())
}

/**
 * Every screen but the first route's awaits this: the rest of the active language's catalog. It
 * never fails: a screen whose module failed once stays broken until a reload, so on a failed
 * fetch the screen renders, and the next screen or language switch fetches it again.
 */
export async function catalogRestReady(): Promise<void> {
  restWanted = true
  try {
    await loadParts(wanted ?? initialLanguage())
  } catch (err) {
    console.warn('Could not load the rest of the catalog', err)
  }
}

export const isSupportedLanguage = (code: unknown): code is Language =>
  languageCode.safeParse(code).success

/** `en-US` → `en`; anything not ru/en → ru. */
export function browserLanguage(
  tag: string | undefined = globalThis.navigator?.language,
): Language {
  const primary = tag?.toLowerCase().split(/[-_]/)[0]
  return isSupportedLanguage(primary) ? primary : DEFAULT_LANGUAGE
}

function readLanguage(key: string): Language | undefined {
  try {
    const saved = localStorage.getItem(key)
    return isSupportedLanguage(saved) ? saved : undefined
  } catch {
    return undefined
  }
}

function store(key: string, code: Language) {
  try {
    localStorage.setItem(key, code)
  } catch {
    // Without storage the choice lasts for this session only.
  }
}

export const savedLanguage = (): Language | undefined => readLanguage(LANGUAGE_STORAGE_KEY)

export const initialLanguage = (): Language =>
  savedLanguage() ?? readLanguage(ADOPTED_LANGUAGE_STORAGE_KEY) ?? browserLanguage()

function activateNow(code: Language) {
  i18n.activate(code)
  if (typeof document !== 'undefined') document.documentElement.lang = code
}

/** Switches at once when the catalog is here, else as soon as it arrives. */
function activate(code: Language) {
  wanted = code
  if (hasParts(code)) return activateNow(code)
  loadParts(code).then(
    () => {
      if (wanted === code) activateNow(code)
    },
    (err: unknown) => console.warn(`Could not load the ${code} catalog`, err),
  )
}

/** Activates the saved or first-use language (its catalog loaded by loadStartCatalog). */
export function initI18n() {
  activate(initialLanguage())
  return i18n
}

/** Switches and saves the language; an unsupported code is refused with a warning. */
export function setLanguage(code: string): boolean {
  if (!isSupportedLanguage(code)) {
    console.warn(`Unsupported language "${code}"; supported: ${SUPPORTED_LANGUAGES.join(', ')}`)
    return false
  }
  activate(code)
  store(LANGUAGE_STORAGE_KEY, code)
  return true
}

/**
 * The language the server's profile says to use, or undefined to keep the current one: a choice
 * made on this device always wins; without one, the choice made on another device is taken.
 */
export function languageToAdopt(
  server: string | null | undefined,
  local: Language | undefined,
  current: string,
): Language | undefined {
  if (local !== undefined || !isSupportedLanguage(server) || server === current) return undefined
  return server
}

/**
 * Follows the server's preferred language when this device never chose one. Remembered apart from
 * a local choice, so a later choice on another device is followed too and an offline reopen starts
 * in it.
 */
export function adoptServerLanguage(server: string | null | undefined): boolean {
  if (savedLanguage() === undefined && isSupportedLanguage(server)) {
    store(ADOPTED_LANGUAGE_STORAGE_KEY, server)
  }
  const next = languageToAdopt(server, savedLanguage(), i18n.locale)
  if (next) activate(next)
  return next !== undefined
}

export { i18n }
