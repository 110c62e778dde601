// What the bot says in its chat: the welcome, the top-up menu and invoices, payment answers, /paysupport,
// /terms and the command menu. English here; Russian in server/bot/locales/ru/messages.po (see ./i18n).
import type { MessageDescriptor } from '@lingui/core'
import { formatUsd, centsToUsd } from '@contract/money'
import { translate, type BotLang } from './i18n'

export { botLang, type BotLang } from './i18n'

const usd = (cents: number) => formatUsd(centsToUsd(cents))

function textsIn(lang: BotLang) {
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    translate(lang, message, values)
  return {
    welcome: t(
      /*i18n*/ { id: 'bot.welcome', message: 'Buy and manage domain names right in Telegram.' },
    ),
    welcomeInvited: t(
      /*i18n*/ {
        id: 'bot.welcome-invited',
        message: 'A friend invited you. Buy and manage domain names right in Telegram.',
      },
    ),
    open: t(/*i18n*/ { id: 'bot.open', message: 'Open' }),
    topupMenu: t(
      /*i18n*/ {
        id: 'bot.topup-menu',
        message: 'Choose an amount to top up. You pay in Telegram Stars.',
      },
    ),
    topupButton: (cents: number, stars: number) =>
      t(
        /*i18n*/ { id: 'bot.topup-button', message: '{amount} · {stars} ⭐' },
        { amount: usd(cents), stars },
      ),
    invoiceTitle: (cents: number) =>
      t(/*i18n*/ { id: 'bot.invoice-title', message: 'Top-up {amount}' }, { amount: usd(cents) }),
    invoiceDescription: (cents: number) =>
      t(
        /*i18n*/ {
          id: 'bot.invoice-description',
          message: 'Adds {amount} to your balance in the domains mini app.',
        },
        { amount: usd(cents) },
      ),
    unknownAmount: t(
      /*i18n*/ { id: 'bot.unknown-amount', message: 'This amount is not available.' },
    ),
    banned: t(/*i18n*/ { id: 'bot.banned', message: 'This account is banned.' }),
    notRegistered: t(/*i18n*/ { id: 'bot.not-registered', message: 'Open the mini app first.' }),
    checkoutRefused: t(
      /*i18n*/ {
        id: 'bot.checkout-refused',
        message: 'This invoice is no longer valid. Please request a new one.',
      },
    ),
    credited: (cents: number, balanceCents: number) =>
      t(
        /*i18n*/ { id: 'bot.credited', message: 'Added {amount}. Balance: {balance}.' },
        { amount: usd(cents), balance: usd(balanceCents) },
      ),
    paySupport: (supportUrl: string | null) =>
      supportUrl
        ? t(
            /*i18n*/ {
              id: 'bot.pay-support',
              message:
                'Help with a payment: write to support at {supportUrl}, giving the date and amount of the payment. Unspent top-ups can be refunded: the Stars go back to your Telegram account.',
            },
            { supportUrl },
          )
        : t(
            /*i18n*/ {
              id: 'bot.pay-support-no-url',
              message:
                'Help with a payment: contact the shop administrator, giving the date and amount of the payment. Unspent top-ups can be refunded: the Stars go back to your Telegram account.',
            },
          ),
    terms: (agreementUrl: string | null) =>
      agreementUrl
        ? t(
            /*i18n*/ {
              id: 'bot.terms',
              message:
                'Top-ups are credited to your balance in the mini app in US dollars and spent on domain names. User agreement: {agreementUrl}',
            },
            { agreementUrl },
          )
        : t(
            /*i18n*/ {
              id: 'bot.terms-no-url',
              message:
                'Top-ups are credited to your balance in the mini app in US dollars and spent on domain names. Questions about the terms: /paysupport.',
            },
          ),
    commands: {
      start: t(/*i18n*/ { id: 'bot.command.start', message: 'Open the mini app' }),
      topup: t(/*i18n*/ { id: 'bot.command.topup', message: 'Top up the balance with Stars' }),
      paysupport: t(/*i18n*/ { id: 'bot.command.paysupport', message: 'Help with a payment' }),
      terms: t(/*i18n*/ { id: 'bot.command.terms', message: 'Terms' }),
    },
  }
}

export const texts = { ru: textsIn('ru'), en: textsIn('en') } as const
