import type { EmailAliasView, EmailDestinationView } from '@contract/email-routing'
import { emailRoutingLimits } from '@contract/email-routing'
import * as endpoint from '@contract/email-routing.endpoints'
import type { Context } from 'hono'
import type { Db } from '../../db/client'
import {
  addAlias,
  addDestination,
  confirmDestination,
  EmailRoutingError,
  emailOverview,
  removeAlias,
  removeDestination,
  setCatchAll,
} from '../../core/email-routing/email-routing'
import { enableRouting, previewEnable } from '../../core/email-routing/enable-routing'
import type { EmailRule } from '../../providers/cdn/email-routing'
import type { Cdn } from '../../providers/types'
import { changing, presentChange } from '../dns/dns-changes.index'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import type { Router } from '../route'

const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? ''

const destination = (d: {
  id: number
  email: string
  verified: boolean
}): EmailDestinationView => ({
  id: d.id,
  email: d.email,
  verified: d.verified,
})
const alias = (r: EmailRule): EmailAliasView => ({
  id: r.id,
  address: r.address,
  destination: r.destination,
})

/**
 * The DNS answers (404 not yours, 409 not ready or a stale preview, 400 the CDN refused, 503 CDN
 * away) plus the refusals of email forwarding, each naming its field.
 */
function forwarding<T>(fn: () => Promise<T>): Promise<T> {
  return changing(async () => {
    try {
      return await fn()
    } catch (err) {
      if (err instanceof EmailRoutingError)
        throw new HttpError(err.status, err.code, err.message, err.field)
      throw err
    }
  })
}

/** An owner's email forwarding of one domain. */
export function mountEmailRoutingRoutes(router: Router, { db, cdn }: { db: Db; cdn: Cdn }) {
  const user = (c: Context<AppEnv>) => c.get('user').tgId
  router
    .mount(endpoint.getEmailRouting, ({ c }) =>
      forwarding(async () => {
        const view = await emailOverview(db, cdn, user(c), param(c, 'domain'))
        return c.json({
          status: view.status,
          destinations: view.destinations.map(destination),
          aliases: view.aliases.map(alias),
          catch_all: view.catchAll,
          limits: emailRoutingLimits,
          demo_confirm: view.demoConfirm,
        })
      }),
    )
    .mount(endpoint.addEmailDestination, ({ c, body }) =>
      forwarding(async () => {
        const made = await addDestination(db, cdn, user(c), param(c, 'domain'), body.email)
        return c.json({ success: true as const, destination: destination(made) })
      }),
    )
    .mount(endpoint.removeEmailDestination, ({ c }) =>
      forwarding(async () => {
        await removeDestination(db, cdn, user(c), param(c, 'domain'), Number(param(c, 'id')))
        return c.json({ success: true as const })
      }),
    )
    .mount(endpoint.confirmEmailDestination, ({ c }) =>
      forwarding(async () => {
        const id = Number(param(c, 'id'))
        const confirmed = await confirmDestination(db, cdn, user(c), param(c, 'domain'), id)
        return c.json({ success: true as const, destination: destination(confirmed) })
      }),
    )
    .mount(endpoint.addEmailAlias, ({ c, body }) =>
      forwarding(async () => {
        const made = await addAlias(db, cdn, user(c), param(c, 'domain'), {
          name: body.alias,
          destination: body.destination,
        })
        return c.json({ success: true as const, alias: alias(made) })
      }),
    )
    .mount(endpoint.removeEmailAlias, ({ c }) =>
      forwarding(async () => {
        await removeAlias(db, cdn, user(c), param(c, 'domain'), param(c, 'id'))
        return c.json({ success: true as const })
      }),
    )
    .mount(endpoint.setEmailCatchAll, ({ c, body }) =>
      forwarding(async () => {
        await setCatchAll(db, cdn, user(c), param(c, 'domain'), body.destination)
        return c.json({ success: true as const })
      }),
    )
    .mount(endpoint.previewEmailEnable, ({ c }) =>
      forwarding(async () => c.json(await previewEnable(db, cdn, user(c), param(c, 'domain')))),
    )
    .mount(endpoint.enableEmailRouting, ({ c, body }) =>
      forwarding(async () => {
        const done = await enableRouting(db, cdn, user(c), param(c, 'domain'), body.basis)
        const change = done.change ? { change: presentChange(done.change, done.change.id) } : {}
        return c.json({ success: true as const, status: done.status, ...change })
      }),
    )
}
