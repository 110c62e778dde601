// /paysupport and /terms: Telegram requires both from a bot that sells digital goods for Stars.
// The links come from the shop settings, so the operator changes them without a deploy.
import { Composer } from 'grammy'
import type { Db } from '../db/client'
import { getSettings } from '../core/admin/settings'
import { botLang, texts } from './texts'
import { userLang } from './user-lang'

export function supportComposer({ db }: { db: Db }) {
  const composer = new Composer()
  const langOf = async (from: { id: number; language_code?: string } | undefined) =>
    texts[from ? await userLang(db, from.id, from.language_code) : botLang(null)]

  composer.command('paysupport', async (ctx) => {
    const { support_url } = await getSettings(db)
    await ctx.reply((await langOf(ctx.from)).paySupport(support_url))
  })
  composer.command('terms', async (ctx) => {
    const { agreement_url } = await getSettings(db)
    await ctx.reply((await langOf(ctx.from)).terms(agreement_url))
  })
  return composer
}
