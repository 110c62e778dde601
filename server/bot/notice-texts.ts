// What the bot says about a name's expiry, about finished purchases, renewals and transfers in, and
// about watched names, in Russian and English (the owner's app language, see user-lang.ts).
import { centsToUsd, formatUsd } from '@contract/money'
import type { BotLang } from './texts'

const usd = (cents: number) => formatUsd(centsToUsd(cents))
const date = (iso: string, lang: BotLang) =>
  new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso))
const list = (names: string[]) => names.join(', ')

const ruDays = (n: number) => {
  const tens = n % 100
  const ones = n % 10
  if (tens >= 11 && tens <= 14) return `${n} дней`
  if (ones === 1) return `${n} день`
  return ones >= 2 && ones <= 4 ? `${n} дня` : `${n} дней`
}

/** Safe Browsing's threat types in words. */
const threatNames: Record<BotLang, Record<string, string>> = {
  ru: {
    MALWARE: 'вредоносное ПО',
    SOCIAL_ENGINEERING: 'фишинг',
    UNWANTED_SOFTWARE: 'нежелательное ПО',
    POTENTIALLY_HARMFUL_APPLICATION: 'опасные приложения',
  },
  en: {
    MALWARE: 'malware',
    SOCIAL_ENGINEERING: 'phishing',
    UNWANTED_SOFTWARE: 'unwanted software',
    POTENTIALLY_HARMFUL_APPLICATION: 'harmful applications',
  },
}

export const noticeTexts = {
  ru: {
    reminder: (domain: string, days: number, expiresAt: string) =>
      days === 0
        ? `Срок регистрации ${domain} истекает сегодня. Продлите домен, чтобы не потерять его.`
        : `Срок регистрации ${domain} истекает через ${ruDays(days)}, ${date(expiresAt, 'ru')}.`,
    renewButton: 'Продлить',
    autoRenewShort: (domain: string, needCents: number, priceCents: number) =>
      `Не удалось автоматически продлить ${domain}: на балансе не хватает ${usd(needCents)} ` +
      `(продление стоит ${usd(priceCents)}). Пополните баланс, и мы попробуем снова.`,
    topupButton: 'Пополнить баланс',
    purchaseDone: (names: string[]) => `Покупка завершена: ${list(names)}.`,
    purchaseRefunded: (names: string[], cents: number) =>
      `Не удалось зарегистрировать: ${list(names)}. ${usd(cents)} возвращено на баланс.`,
    renewalDone: (names: string[], expiresAt: string | null) =>
      `Продление завершено: ${list(names)}` +
      (expiresAt ? `, новый срок: ${date(expiresAt, 'ru')}.` : '.'),
    renewalRefunded: (names: string[], cents: number) =>
      `Продление ${list(names)} не удалось. ${usd(cents)} возвращено на баланс.`,
    transferDone: (names: string[]) => `Перенос завершён: ${list(names)} теперь у нас.`,
    transferRefunded: (names: string[], cents: number) =>
      `Перенос ${list(names)} не состоялся. ${usd(cents)} возвращено на баланс.`,
    openButton: 'Открыть',
    watch: {
      grace: (domain: string) =>
        `Срок регистрации ${domain} истёк: домен в льготном периоде, владелец ещё может его продлить.`,
      redemption: (domain: string) =>
        `${domain} перешёл в период восстановления: вернуть его может только прежний владелец.`,
      pending_delete: (domain: string) =>
        `${domain} ожидает удаления: скоро его можно будет зарегистрировать.`,
      available: (domain: string) => `${domain} освободился — его можно зарегистрировать.`,
    },
    registerButton: 'Зарегистрировать',
    reputation: (domain: string, detections: number | null, threats: string[]) =>
      [
        `Проверка репутации ${domain} нашла новое.`,
        detections !== null
          ? `VirusTotal: антивирусов, считающих домен вредоносным или подозрительным: ${detections}.`
          : '',
        threats.length
          ? `Google Safe Browsing: домен в списках — ${threats.map((x) => threatNames.ru[x] ?? x).join(', ')}.`
          : '',
        'Проверьте сайт и DNS-записи на взлом, уберите вредоносное содержимое и смените пароли, ' +
          'затем запросите повторную проверку (Google Search Console, VirusTotal).',
      ]
        .filter(Boolean)
        .join('\n'),
  },
  en: {
    reminder: (domain: string, days: number, expiresAt: string) =>
      days === 0
        ? `${domain} expires today. Renew it so you don't lose it.`
        : `${domain} expires in ${days} ${days === 1 ? 'day' : 'days'}, on ${date(expiresAt, 'en')}.`,
    renewButton: 'Renew',
    autoRenewShort: (domain: string, needCents: number, priceCents: number) =>
      `We could not auto-renew ${domain}: your balance is ${usd(needCents)} short ` +
      `(the renewal costs ${usd(priceCents)}). Top up and we will try again.`,
    topupButton: 'Top up',
    purchaseDone: (names: string[]) => `Purchase complete: ${list(names)}.`,
    purchaseRefunded: (names: string[], cents: number) =>
      `Could not register: ${list(names)}. ${usd(cents)} was refunded to your balance.`,
    renewalDone: (names: string[], expiresAt: string | null) =>
      `Renewal complete: ${list(names)}` +
      (expiresAt ? `, now expires on ${date(expiresAt, 'en')}.` : '.'),
    renewalRefunded: (names: string[], cents: number) =>
      `The renewal of ${list(names)} failed. ${usd(cents)} was refunded to your balance.`,
    transferDone: (names: string[]) => `Transfer complete: ${list(names)} is now with us.`,
    transferRefunded: (names: string[], cents: number) =>
      `The transfer of ${list(names)} did not go through. ${usd(cents)} was refunded to your balance.`,
    openButton: 'Open',
    watch: {
      grace: (domain: string) =>
        `${domain} has expired and is in its grace period: its holder can still renew it.`,
      redemption: (domain: string) =>
        `${domain} is in its redemption period: only its previous holder can restore it now.`,
      pending_delete: (domain: string) =>
        `${domain} is pending deletion: it can be registered soon.`,
      available: (domain: string) => `${domain} is free: you can register it now.`,
    },
    registerButton: 'Register',
    reputation: (domain: string, detections: number | null, threats: string[]) =>
      [
        `The reputation check of ${domain} found something new.`,
        detections !== null
          ? `VirusTotal: ${detections} ${detections === 1 ? 'engine calls' : 'engines call'} it malicious or suspicious.`
          : '',
        threats.length
          ? `Google Safe Browsing lists it for ${threats.map((x) => threatNames.en[x] ?? x).join(', ')}.`
          : '',
        'Check the site and its DNS records for a compromise, remove the harmful content and change ' +
          'passwords, then ask for a review (Google Search Console, VirusTotal).',
      ]
        .filter(Boolean)
        .join('\n'),
  },
} as const
