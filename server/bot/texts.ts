// The bot speaks the user's language: Russian unless Telegram says English, as the app defaults.
import { formatUsd, centsToUsd } from '@contract/money'

export type BotLang = 'ru' | 'en'
export const botLang = (code: string | null | undefined): BotLang => (code === 'en' ? 'en' : 'ru')

export const texts = {
  ru: {
    welcome: 'Покупайте и управляйте доменами прямо в Telegram.',
    welcomeInvited: 'Вас пригласил друг. Покупайте и управляйте доменами прямо в Telegram.',
    open: 'Открыть',
    topupMenu: 'Выберите сумму пополнения. Оплата в Telegram Stars.',
    topupButton: (cents: number, stars: number) => `${formatUsd(centsToUsd(cents))} · ${stars} ⭐`,
    invoiceTitle: (cents: number) => `Пополнение ${formatUsd(centsToUsd(cents))}`,
    invoiceDescription: (cents: number) =>
      `Пополнение баланса на ${formatUsd(centsToUsd(cents))} в мини-приложении доменов.`,
    unknownAmount: 'Эта сумма недоступна.',
    banned: 'Аккаунт заблокирован.',
    notRegistered: 'Сначала откройте мини-приложение.',
    checkoutRefused: 'Этот счёт больше не действителен. Запросите новый.',
    credited: (cents: number, balanceCents: number) =>
      `Баланс пополнен на ${formatUsd(centsToUsd(cents))}. Баланс: ${formatUsd(centsToUsd(balanceCents))}.`,
    paySupport: (supportUrl: string | null) =>
      'Помощь с оплатой: ' +
      (supportUrl ? `напишите в поддержку ${supportUrl}` : 'напишите администратору магазина') +
      ', указав дату и сумму платежа. Неизрасходованные пополнения можно вернуть: Stars вернутся на ваш счёт в Telegram.',
    terms: (agreementUrl: string | null) =>
      'Пополнения зачисляются на баланс в мини-приложении в долларах США и тратятся на домены. ' +
      (agreementUrl
        ? `Пользовательское соглашение: ${agreementUrl}`
        : 'Вопросы об условиях — через /paysupport.'),
    commands: {
      start: 'Открыть мини-приложение',
      topup: 'Пополнить баланс в Stars',
      paysupport: 'Помощь с оплатой',
      terms: 'Условия',
    },
  },
  en: {
    welcome: 'Buy and manage domain names right in Telegram.',
    welcomeInvited: 'A friend invited you. Buy and manage domain names right in Telegram.',
    open: 'Open',
    topupMenu: 'Choose an amount to top up. You pay in Telegram Stars.',
    topupButton: (cents: number, stars: number) => `${formatUsd(centsToUsd(cents))} · ${stars} ⭐`,
    invoiceTitle: (cents: number) => `Top-up ${formatUsd(centsToUsd(cents))}`,
    invoiceDescription: (cents: number) =>
      `Adds ${formatUsd(centsToUsd(cents))} to your balance in the domains mini app.`,
    unknownAmount: 'This amount is not available.',
    banned: 'This account is banned.',
    notRegistered: 'Open the mini app first.',
    checkoutRefused: 'This invoice is no longer valid. Please request a new one.',
    credited: (cents: number, balanceCents: number) =>
      `Added ${formatUsd(centsToUsd(cents))}. Balance: ${formatUsd(centsToUsd(balanceCents))}.`,
    paySupport: (supportUrl: string | null) =>
      'Help with a payment: ' +
      (supportUrl ? `write to support at ${supportUrl}` : 'contact the shop administrator') +
      ', giving the date and amount of the payment. Unspent top-ups can be refunded: the Stars go back to your Telegram account.',
    terms: (agreementUrl: string | null) =>
      'Top-ups are credited to your balance in the mini app in US dollars and spent on domain names. ' +
      (agreementUrl
        ? `User agreement: ${agreementUrl}`
        : 'Questions about the terms: /paysupport.'),
    commands: {
      start: 'Open the mini app',
      topup: 'Top up the balance with Stars',
      paysupport: 'Help with a payment',
      terms: 'Terms',
    },
  },
} as const
