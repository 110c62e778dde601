// Sends the lifecycle's chat notices (server/core/notices.ts) as the bot. A notice's button opens
// the Mini App on the screen it is about: the web_app URL carries `startapp`, which the app routes
// on start (src/lib/telegram/start-param.ts). One job per notice; Telegram's "slow down" waits and
// retries, a chat that blocked the bot drops the notice
// and is recorded as such (server/core/user/chat-notices.ts).
import { GrammyError, InlineKeyboard, type Api } from 'grammy'
import type { Db } from '../db/client'
import { NOTICE_JOB, noticeSchema, type Notice } from '../core/lifecycle/notices'
import { recordChatNotices } from '../core/user/chat-notices'
import { RetryLaterError } from '../jobs/errors'
import type { JobHandler } from '../jobs/worker'
import { noticeTexts } from './notice-texts'
import { userLang } from './user-lang'

/** `<screen>-<base64url of the name>`: start parameters allow only letters, digits, - and _. */
const domainStartParam = (screen: 'renew' | 'watch' | 'domain', domain: string) =>
  `${screen}-${Buffer.from(domain, 'utf8').toString('base64url')}`
/** The name's renew screen. */
export const renewStartParam = (domain: string) => domainStartParam('renew', domain)
/** The watchlist, on that name. */
export const watchStartParam = (domain: string) => domainStartParam('watch', domain)
/** The domain's own page. */
export const domainPageStartParam = (domain: string) => domainStartParam('domain', domain)
export const TOPUP_START_PARAM = 'topup'

export function appLink(webAppUrl: string, startParam: string): string {
  const url = new URL(webAppUrl)
  url.searchParams.set('startapp', startParam)
  return url.toString()
}

type Texts = (typeof noticeTexts)['ru' | 'en']

type OrderNotice = Extract<Notice, { kind: 'order' }>

function doneText(n: OrderNotice, t: Texts): string {
  if (n.orderKind === 'renewal') return t.renewalDone(n.completed, n.expiresAt)
  if (n.orderKind === 'transfer') return t.transferDone(n.completed)
  return t.purchaseDone(n.completed)
}

function refundedText(n: OrderNotice, t: Texts): string {
  if (n.orderKind === 'renewal') return t.renewalRefunded(n.refunded, n.refundedCents)
  if (n.orderKind === 'transfer') return t.transferRefunded(n.refunded, n.refundedCents)
  return t.purchaseRefunded(n.refunded, n.refundedCents)
}

function compose(n: Notice, t: Texts): { text: string; button?: [string, string] } {
  switch (n.kind) {
    case 'reminder':
      return {
        text: t.reminder(n.domain, n.step, n.expiresAt),
        button: [t.renewButton, renewStartParam(n.domain)],
      }
    case 'autorenew_short':
      return {
        text: t.autoRenewShort(n.domain, n.needCents, n.priceCents),
        button: [t.topupButton, TOPUP_START_PARAM],
      }
    case 'order': {
      const lines = [
        n.completed.length ? doneText(n, t) : '',
        n.refunded.length ? refundedText(n, t) : '',
      ]
      return { text: lines.filter(Boolean).join('\n') }
    }
    case 'watch':
      return {
        text: t.watch[n.state](n.domain),
        button: [
          n.state === 'available' ? t.registerButton : t.openButton,
          watchStartParam(n.domain),
        ],
      }
    case 'reputation':
      return {
        text: t.reputation(n.domain, n.detections, n.threats),
        button: [t.openButton, domainPageStartParam(n.domain)],
      }
  }
}

export function noticeJobs(deps: {
  db: Db
  api?: Pick<Api, 'sendMessage'>
  webAppUrl?: string
}): Record<string, JobHandler> {
  const handler: JobHandler = async (raw, ctx) => {
    // The message is sent by then: failing the job over this would send it again.
    const remember = (userId: number, evidence: 'delivered' | 'undeliverable') =>
      recordChatNotices(deps.db, userId, evidence).catch((err: unknown) =>
        ctx.logger.warn({ err }, 'chat notice state not recorded'),
      )
    const parsed = noticeSchema.safeParse(raw)
    if (!parsed.success) return ctx.logger.error({ payload: raw }, 'bad notice dropped')
    const notice = parsed.data
    if (!deps.api) return ctx.logger.info({ notice: notice.kind }, 'bot is off; notice not sent')
    const { text, button } = compose(
      notice,
      noticeTexts[await userLang(deps.db, notice.userId, null)],
    )
    if (!text) return
    const markup =
      button && deps.webAppUrl
        ? new InlineKeyboard().webApp(button[0], appLink(deps.webAppUrl, button[1]))
        : undefined
    try {
      await deps.api.sendMessage(notice.userId, text, markup ? { reply_markup: markup } : {})
    } catch (err) {
      if (err instanceof GrammyError && err.error_code === 429)
        throw new RetryLaterError((err.parameters.retry_after ?? 5) * 1000, 'telegram 429')
      // 403: the user blocked the bot, or never started it nor granted write access. The profile
      // says so until a /start or a delivered notice.
      if (err instanceof GrammyError && err.error_code === 403)
        await remember(notice.userId, 'undeliverable')
      if (err instanceof GrammyError && (err.error_code === 403 || err.error_code === 400))
        return ctx.logger.warn({ code: err.error_code }, 'notice refused by Telegram; dropped')
      throw err
    }
    await remember(notice.userId, 'delivered')
  }
  return { [NOTICE_JOB]: handler }
}
