import {
  getRegistrarControls,
  revealAuthCode,
  setDnssec,
  setPrivacy,
  setRegistrarLock,
} from '@contract/registrar.endpoints'
import type { Context } from 'hono'
import type { Db } from '../../db/client'
import {
  changeLock,
  changePrivacy,
  readControls,
  revealAuthCode as authCode,
} from '../../core/registrar/registrar-controls'
import { changeDnssec } from '../../core/registrar/dnssec'
import type { Providers } from '../../providers/types'
import type { AppEnv } from '../env'
import type { Router } from '../route'
import { atRegistrar, presentControls } from './registrar-errors'

const domainOf = (c: Context<AppEnv>) => c.req.param('domain') ?? ''

/** The registrar settings of an owned domain: privacy, transfer lock and auth code. */
export function mountRegistrarRoutes(
  router: Router,
  { db, providers }: { db: Db; providers: Providers },
) {
  const { registrar } = providers
  router
    .mount(getRegistrarControls, ({ c }) =>
      atRegistrar(async () =>
        c.json(presentControls(await readControls(db, registrar, c.get('user').tgId, domainOf(c)))),
      ),
    )
    .mount(setPrivacy, ({ c, body }) =>
      atRegistrar(async () => {
        const user = c.get('user').tgId
        const view = await changePrivacy(db, registrar, user, domainOf(c), body.enabled)
        return c.json(presentControls(view))
      }),
    )
    .mount(setRegistrarLock, ({ c, body }) =>
      atRegistrar(async () => {
        const user = c.get('user').tgId
        const view = await changeLock(db, registrar, user, domainOf(c), body.locked)
        return c.json(presentControls(view))
      }),
    )
    .mount(revealAuthCode, ({ c }) =>
      atRegistrar(async () => {
        const code = await authCode(db, registrar, c.get('user').tgId, domainOf(c))
        c.header('Cache-Control', 'no-store')
        return c.json({ auth_code: code })
      }),
    )
    .mount(setDnssec, ({ c, body }) =>
      atRegistrar(async () => {
        const user = c.get('user').tgId
        const view = await changeDnssec(db, providers, user, domainOf(c), body.enabled)
        return c.json(presentControls(view))
      }),
    )
}
