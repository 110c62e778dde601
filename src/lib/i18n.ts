// Lingui set-up. Both catalogs are small and bundled, so switching language never waits on the
// network. The first-use rule comes from the spec: the browser language if it is en or ru, else ru.
import { i18n } from '@lingui/core'
import { languageCode, type LanguageCode } from '@contract/user'
import { messages as enMessages } from '@/locales/en/messages.po'
import { messages as ruMessages } from '@/locales/ru/messages.po'

/** The choice made on this device; it always wins over the server's. */
export const LANGUAGE_STORAGE_KEY = 'language'
/** The server's choice (made on another device) taken while this device had none of its own. */
export const ADOPTED_LANGUAGE_STORAGE_KEY = 'language-from-server'
export const DEFAULT_LANGUAGE: LanguageCode = 'ru'
export const SUPPORTED_LANGUAGES = languageCode.options
export type Language = LanguageCode

i18n.load({ en: enMessages, ru: ruMessages })

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

function activate(code: Language) {
  i18n.activate(code)
  if (typeof document !== 'undefined') document.documentElement.lang = code
}

/** Activates the saved or first-use language. */
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
