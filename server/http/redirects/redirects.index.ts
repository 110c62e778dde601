import type { ChangeRedirect } from '@contract/dns-changes'
import type { RedirectView } from '@contract/redirects'
import { createRedirect, deleteRedirect, listRedirects } from '@contract/redirects.endpoints'
import type { Context } from 'hono'
import type { Db } from '../../db/client'
import {
  addRedirect,
  listRedirects as readRedirects,
  removeRedirect,
} from '../../core/redirects/redirects'
import type { CdnRedirect } from '../../providers/redirects'
import type { Cdn } from '../../providers/types'
import type { AppEnv } from '../env'
import type { Router } from '../route'
import { managingRedirects } from './redirect-errors'

const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? ''

const present = (r: CdnRedirect): RedirectView => ({
  id: r.id,
  source: r.source,
  target: r.target,
  status_code: r.statusCode,
  keep_path: r.keepPath,
})
const presentChanged = ({ placeholder: _placeholder, ...r }: ChangeRedirect & { id: string }) => r

/** The owner's redirects of an active domain, served by its CDN zone. */
export function mountRedirectRoutes(router: Router, { db, cdn }: { db: Db; cdn: Cdn }) {
  router
    .mount(listRedirects, ({ c }) =>
      managingRedirects(async () => {
        const list = await readRedirects(db, cdn, c.get('user').tgId, param(c, 'domain'))
        return c.json({ redirects: list.map(present), total: list.length })
      }),
    )
    .mount(createRedirect, ({ c, body }) =>
      managingRedirects(async () => {
        const made = await addRedirect(db, cdn, c.get('user').tgId, param(c, 'domain'), {
          source: body.source,
          target: body.target,
          statusCode: body.status_code,
          keepPath: body.keep_path,
        })
        return c.json({ success: true as const, redirect: presentChanged(made) })
      }),
    )
    .mount(deleteRedirect, ({ c }) =>
      managingRedirects(async () => {
        const id = param(c, 'id')
        await removeRedirect(db, cdn, c.get('user').tgId, param(c, 'domain'), id)
        return c.json({ success: true as const, id })
      }),
    )
}
