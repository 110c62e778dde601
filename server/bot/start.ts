import { Composer, InlineKeyboard } from 'grammy'
import type { Db } from '../db/client'
import { recordChatNotices } from '../core/user/chat-notices'
import { joinThroughReferral, parseReferralPayload } from '../core/user/referral'
import { botLang, texts } from './texts'
import { userLang } from './user-lang'

/**
 * /start, plain or from a referral link (`/start ref_<id>`): a welcome and the Mini App button; the
 * user's chat notices reach them from now on.
 */
export function startComposer({ db, webAppUrl }: { db: Db; webAppUrl?: string }) {
  const composer = new Composer()
  composer.command('start', async (ctx) => {
    if (ctx.from) {
      await joinThroughReferral(db, ctx.from, ctx.match, 'bot')
      // A user who started the bot can be written to (also after they had blocked it). Someone
      // who never opened the app has no row and gets none here: a row would make them "not new"
      // for an app referral link; their first launch says allows_write_to_pm instead.
      await recordChatNotices(db, ctx.from.id, 'started')
    }
    const t =
      texts[ctx.from ? await userLang(db, ctx.from.id, ctx.from.language_code) : botLang(null)]
    const inviter = parseReferralPayload(ctx.match)
    const invited = inviter !== null && inviter !== ctx.from?.id
    const text = invited ? t.welcomeInvited : t.welcome
    if (!webAppUrl) return ctx.reply(text)
    return ctx.reply(text, { reply_markup: new InlineKeyboard().webApp(t.open, webAppUrl) })
  })
  return composer
}
