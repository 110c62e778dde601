import {
  getProfile,
  getSettings,
  getUserSettings,
  postLanguage,
  postVisit,
} from '@contract/user.endpoints'
import { routeTemplate } from '@contract/route-templates'
import type { Db } from '../../db/client'
import { recordChatNotices } from '../../core/user/chat-notices'
import { recordVisit, setPreferredLanguage } from '../../core/user/users'
import { getSettings as readSettings } from '../../core/admin/settings'
import type { Router } from '../route'
import type { TrustedProxies } from '../trusted-proxies'
import { visitOrigin, type GeoHeaders } from './visit-origin'
import { launchAllowsWriting } from './launch-write-access'
import { presentUser } from './user.presenters'

export interface UserRouteDeps {
  db: Db
  trusted: TrustedProxies
  /** The trusted proxy's geolocation header names (GEO_COUNTRY_HEADER, GEO_CITY_HEADER). */
  geo: GeoHeaders
}

export function mountUserRoutes(router: Router, { db, trusted, geo }: UserRouteDeps) {
  router
    .mount(getProfile, async ({ c }) => {
      const user = c.get('user')
      // The app loads the profile at every launch: the launch's word on write access is taken here.
      const chatNotices =
        user.chatNotices !== 'allowed' && (await launchAllowsWriting(c))
          ? await recordChatNotices(db, user.tgId, 'launch_allows')
          : undefined
      return c.json({
        user: { ...presentUser(user), ...(chatNotices && { chat_notices: chatNotices }) },
        banned: user.isBanned,
        ban_reason: user.banReason,
      })
    })
    .mount(postVisit, async ({ c, body }) => {
      // Stored as its route template (/domain/$domain), never as the client's text.
      const origin = visitOrigin(c, trusted, geo)
      await recordVisit(db, c.get('user').tgId, routeTemplate(body.page_path), origin)
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
