// Lingui set-up. Both catalogs are small and bundled, so switching language never waits on the
// network. The first-use rule comes from the spec: the browser language if it is en or ru, else ru.
import { i18n } from '@lingui/core'
import { languageCode, type LanguageCode } from '@contract/user'
import { messages as enMessages } from '@/locales/en/messages.po'
import { messages as ruMessages } from '@/locales/ru/messages.po'

export const LANGUAGE_STORAGE_KEY = 'language'
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

export function savedLanguage(): Language | undefined {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isSupportedLanguage(saved) ? saved : undefined
  } catch {
    return undefined
  }
}

export const initialLanguage = (): Language => savedLanguage() ?? browserLanguage()

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
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code)
  } catch {
    // Without storage the choice lasts for this session only.
  }
  return true
}

export { i18n }
