import { Composer, InlineKeyboard } from 'grammy'
import type { Db } from '../db/client'
import { joinThroughReferral, parseReferralPayload } from '../core/user/referral'
import { botLang, texts } from './texts'
import { userLang } from './user-lang'

/** /start, plain or from a referral link (`/start ref_<id>`): a welcome and the Mini App button. */
export function startComposer({ db, webAppUrl }: { db: Db; webAppUrl?: string }) {
  const composer = new Composer()
  composer.command('start', async (ctx) => {
    if (ctx.from) await joinThroughReferral(db, ctx.from, ctx.match, 'bot')
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
