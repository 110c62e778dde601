import {
  getProfile,
  getSettings,
  getUserSettings,
  postLanguage,
  postVisit,
} from '@contract/user.endpoints'
import { routeTemplate } from '@contract/route-templates'
import type { Db } from '../../db/client'
import { recordVisit, setPreferredLanguage } from '../../core/user/users'
import { getSettings as readSettings } from '../../core/admin/settings'
import type { Router } from '../route'
import { presentUser } from './user.presenters'

export function mountUserRoutes(router: Router, { db }: { db: Db }) {
  router
    .mount(getProfile, ({ c }) => {
      const user = c.get('user')
      return c.json({ user: presentUser(user), banned: user.isBanned, ban_reason: user.banReason })
    })
    .mount(postVisit, async ({ c, body }) => {
      // Stored as its route template (/domain/$domain), never as the client's text.
      await recordVisit(db, c.get('user').tgId, routeTemplate(body.page_path))
      return c.json({ ok: true as const })
    })
    .mount(postLanguage, async ({ c, body }) => {
      await setPreferredLanguage(db, c.get('user').tgId, body.language)
      return c.json({ ok: true as const, language: body.language })
    })
    .mount(getSettings, async ({ c }) => {
      const s = await readSettings(db)
      return c.json({
        agreement_url: s.agreement_url,
        banner_image_url: s.banner_image_url,
        banner_click_url: s.banner_click_url,
        support_url: s.support_url,
      })
    })
    .mount(getUserSettings, async ({ c }) => {
      const s = await readSettings(db)
      return c.json({ support_url: s.support_url })
    })
}
