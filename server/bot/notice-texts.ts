// What the bot says about a name's expiry and about finished purchases, renewals and transfers in, in
// the owner's app language (see user-lang.ts). English here; Russian in
// server/bot/locales/ru/messages.po (see ./i18n).
import type { MessageDescriptor } from '@lingui/core'
import { centsToUsd, formatUsd } from '@contract/money'
import { translate, type BotLang } from './i18n'

const usd = (cents: number) => formatUsd(centsToUsd(cents))
const list = (names: string[]) => names.join(', ')

function noticeTextsIn(lang: BotLang) {
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    translate(lang, message, values)
  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(iso))
  return {
    reminder: (domain: string, days: number, expiresAt: string) =>
      days === 0
        ? t(
            /*i18n*/ {
              id: 'bot.notice.reminder-today',
              message: "{domain} expires today. Renew it so you don't lose it.",
            },
            { domain },
          )
        : t(
            /*i18n*/ {
              id: 'bot.notice.reminder',
              message: '{domain} expires in {days, plural, one {# day} other {# days}}, on {date}.',
            },
            { domain, days, date: date(expiresAt) },
          ),
    renewButton: t(/*i18n*/ { id: 'bot.notice.renew-button', message: 'Renew' }),
    autoRenewShort: (domain: string, needCents: number, priceCents: number) =>
      t(
        /*i18n*/ {
          id: 'bot.notice.auto-renew-short',
          message:
            'We could not auto-renew {domain}: your balance is {need} short (the renewal costs {price}). Top up and we will try again.',
        },
        { domain, need: usd(needCents), price: usd(priceCents) },
      ),
    topupButton: t(/*i18n*/ { id: 'bot.notice.topup-button', message: 'Top up' }),
    purchaseDone: (names: string[]) =>
      t(
        /*i18n*/ { id: 'bot.notice.purchase-done', message: 'Purchase complete: {names}.' },
        { names: list(names) },
      ),
    purchaseRefunded: (names: string[], cents: number) =>
      t(
        /*i18n*/ {
          id: 'bot.notice.purchase-refunded',
          message: 'Could not register: {names}. {amount} was refunded to your balance.',
        },
        { names: list(names), amount: usd(cents) },
      ),
    renewalDone: (names: string[], expiresAt: string | null) =>
      expiresAt
        ? t(
            /*i18n*/ {
              id: 'bot.notice.renewal-done',
              message: 'Renewal complete: {names}, now expires on {date}.',
            },
            { names: list(names), date: date(expiresAt) },
          )
        : t(
            /*i18n*/ {
              id: 'bot.notice.renewal-done-no-date',
              message: 'Renewal complete: {names}.',
            },
            { names: list(names) },
          ),
    renewalRefunded: (names: string[], cents: number) =>
      t(
        /*i18n*/ {
          id: 'bot.notice.renewal-refunded',
          message: 'The renewal of {names} failed. {amount} was refunded to your balance.',
        },
        { names: list(names), amount: usd(cents) },
      ),
    transferDone: (names: string[]) =>
      t(
        /*i18n*/ {
          id: 'bot.notice.transfer-done',
          message: 'Transfer complete: {names} is now with us.',
        },
        { names: list(names) },
      ),
    transferRefunded: (names: string[], cents: number) =>
      t(
        /*i18n*/ {
          id: 'bot.notice.transfer-refunded',
          message:
            'The transfer of {names} did not go through. {amount} was refunded to your balance.',
        },
        { names: list(names), amount: usd(cents) },
      ),
  }
}

export const noticeTexts = { ru: noticeTextsIn('ru'), en: noticeTextsIn('en') } as const
