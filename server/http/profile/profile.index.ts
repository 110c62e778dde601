import {
  getProfileDetails,
  getReferralLink,
  getReferralStats,
  reportWriteAccess,
} from '@contract/profile.endpoints'
import { centsToUsd } from '@contract/money'
import type { TelegramGateway } from '../../bot/gateway'
import type { Db } from '../../db/client'
import { PLACEHOLDER_BOT_USERNAME, readReferralStats, referralLink } from '../../core/user/referral'
import { HttpError } from '../errors'
import type { Router } from '../route'
import { readProfileDetails } from '../../core/profile/profile-details'
import { presentChatNotices, recordChatNotices } from '../../core/user/chat-notices'

export interface ProfileRouteDeps {
  db: Db
  /** Absent when the bot is off: the referral link uses a placeholder bot name. */
  telegram?: TelegramGateway
}

export function mountProfileRoutes(router: Router, { db, telegram }: ProfileRouteDeps) {
  router
    .mount(getProfileDetails, async ({ c }) => {
      return c.json({ profile: await readProfileDetails(db, c.get('user')) })
    })
    .mount(getReferralLink, async ({ c }) => {
      let username = PLACEHOLDER_BOT_USERNAME
      if (telegram) {
        try {
          username = await telegram.botUsername()
        } catch (err) {
          c.get('log').warn({ err }, 'getMe failed')
          throw new HttpError(
            502,
            'telegram_error',
            'Telegram did not tell us the bot name. Please try again.',
          )
        }
      }
      return c.json({ success: true as const, link: referralLink(username, c.get('user').tgId) })
    })
    .mount(getReferralStats, async ({ c }) => {
      const stats = await readReferralStats(db, c.get('user').tgId)
      return c.json({ joined: stats.joined, earned: centsToUsd(stats.earnedCents) })
    })
    .mount(reportWriteAccess, async ({ c, body }) => {
      const user = c.get('user')
      const evidence = body.write_access === 'allowed' ? 'asked_allowed' : 'asked_cancelled'
      const now = await recordChatNotices(db, user.tgId, evidence)
      return c.json({ chat_notices: now ?? presentChatNotices(user) })
    })
}
