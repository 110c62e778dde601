// What the bot says about a name's expiry, about finished purchases, renewals and transfers in, about
// watched names and reputation findings, in the owner's app language (see user-lang.ts). English here; Russian in
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
  /** Safe Browsing's threat types in words; an unknown type is shown as Google names it. */
  const threatName = (type: string) => {
    switch (type) {
      case 'MALWARE':
        return t(/*i18n*/ { id: 'bot.notice.threat-malware', message: 'malware' })
      case 'SOCIAL_ENGINEERING':
        return t(/*i18n*/ { id: 'bot.notice.threat-phishing', message: 'phishing' })
      case 'UNWANTED_SOFTWARE':
        return t(/*i18n*/ { id: 'bot.notice.threat-unwanted', message: 'unwanted software' })
      case 'POTENTIALLY_HARMFUL_APPLICATION':
        return t(/*i18n*/ { id: 'bot.notice.threat-harmful-app', message: 'harmful applications' })
      default:
        return type
    }
  }
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
    openButton: t(/*i18n*/ { id: 'bot.notice.open-button', message: 'Open' }),
    registerButton: t(/*i18n*/ { id: 'bot.notice.register-button', message: 'Register' }),
    watch: {
      grace: (domain: string) =>
        t(
          /*i18n*/ {
            id: 'bot.notice.watch-grace',
            message:
              '{domain} has expired and is in its grace period: its holder can still renew it.',
          },
          { domain },
        ),
      redemption: (domain: string) =>
        t(
          /*i18n*/ {
            id: 'bot.notice.watch-redemption',
            message:
              '{domain} is in its redemption period: only its previous holder can restore it now.',
          },
          { domain },
        ),
      pending_delete: (domain: string) =>
        t(
          /*i18n*/ {
            id: 'bot.notice.watch-pending-delete',
            message: '{domain} is pending deletion: it can be registered soon.',
          },
          { domain },
        ),
      available: (domain: string) =>
        t(
          /*i18n*/ {
            id: 'bot.notice.watch-available',
            message: '{domain} is free: you can register it now.',
          },
          { domain },
        ),
    },
    reputation: (domain: string, detections: number | null, threats: string[]) =>
      [
        t(
          /*i18n*/ {
            id: 'bot.notice.reputation-found',
            message: 'The reputation check of {domain} found something new.',
          },
          { domain },
        ),
        detections !== null
          ? t(
              /*i18n*/ {
                id: 'bot.notice.reputation-virustotal',
                message:
                  'VirusTotal: {count, plural, one {# engine calls} other {# engines call}} it malicious or suspicious.',
              },
              { count: detections },
            )
          : '',
        threats.length
          ? t(
              /*i18n*/ {
                id: 'bot.notice.reputation-safe-browsing',
                message: 'Google Safe Browsing lists it for {threats}.',
              },
              { threats: threats.map((x) => threatName(x)).join(', ') },
            )
          : '',
        t(
          /*i18n*/ {
            id: 'bot.notice.reputation-advice',
            message:
              'Check the site and its DNS records for a compromise, remove the harmful content and change passwords, then ask for a review (Google Search Console, VirusTotal).',
          },
        ),
      ]
        .filter(Boolean)
        .join('\n'),
  }
}

export const noticeTexts = { ru: noticeTextsIn('ru'), en: noticeTextsIn('en') } as const
