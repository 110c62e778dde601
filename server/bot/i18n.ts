// The bot's texts are Lingui messages like the app's: written in English in the code (texts.ts,
// notice-texts.ts), extracted by `npm run i18n:extract` into server/bot/locales/{ru,en}/messages.po
// beside the app's catalogs, and checked by the same `npm run i18n:check`. The server runs under
// tsx without a build step, so the catalogs are read and compiled here, once, when the bot's code
// is first imported, with Lingui's own message compiler.
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { readFileSync } from 'node:fs'
import { parsePo } from './po'

export type BotLang = 'ru' | 'en'
/** Russian unless Telegram says English, as the app defaults. */
export const botLang = (code: string | null | undefined): BotLang => (code === 'en' ? 'en' : 'ru')

/** One catalog's messages by id, compiled. */
export function compileCatalog(poText: string) {
  const messages: Record<string, ReturnType<typeof compileMessage>> = {}
  for (const entry of parsePo(poText)) {
    const translation = entry.msgstr[0]
    if (entry.msgid && !entry.obsolete && translation) {
      messages[entry.msgid] = compileMessage(translation)
    }
  }
  return messages
}

function load(lang: BotLang): I18n {
  const po = readFileSync(new URL(`./locales/${lang}/messages.po`, import.meta.url), 'utf8')
  const i18n = setupI18n({ locale: lang, messages: { [lang]: compileCatalog(po) } })
  // A message missing from a catalog falls back to its English text, compiled the same way (Lingui
  // compiles at run time only outside production on its own).
  i18n.setMessagesCompiler(compileMessage)
  return i18n
}

const catalogs: Record<BotLang, I18n> = { ru: load('ru'), en: load('en') }

/** The text of one message in a language, with its values filled in. */
export const translate = (
  lang: BotLang,
  message: MessageDescriptor,
  values?: Record<string, string | number>,
): string => catalogs[lang]._({ ...message, values })
