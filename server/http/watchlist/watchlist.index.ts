import { domainName } from '@contract/cart'
import type { WatchView } from '@contract/watchlist'
import { addToWatchlist, listWatchlist, removeFromWatchlist } from '@contract/watchlist.endpoints'
import { z } from 'zod/mini'
import type { Db } from '../../db/client'
import {
  WatchError,
  addWatch,
  listWatches,
  removeWatch,
  type WatchItem,
} from '../../core/watchlist/watchlist'
import type { Rdap } from '../../providers/rdap/rdap'
import { HttpError } from '../errors'
import type { Router } from '../route'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

const present = (w: WatchItem): WatchView => ({
  domain: w.domain,
  state: w.state,
  rdap_status: w.rdapStatus,
  expires_at: iso(w.expiresAt),
  checked_at: iso(w.checkedAt),
  next_check_at: w.nextCheckAt.toISOString(),
  error: w.lastError,
  added_at: w.addedAt.toISOString(),
})

async function watching<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    if (!(err instanceof WatchError)) throw err
    if (err.reason === 'limit') throw new HttpError(409, 'watch_limit', err.message, 'domain')
    if (err.reason === 'not_watched') throw new HttpError(404, 'not_watched', err.message, 'domain')
    throw new HttpError(400, 'bad_request', `domain: ${err.message}`, 'domain')
  }
}

/** The user's watchlist: names waited for, checked in the background through RDAP. */
export function mountWatchlistRoutes(
  router: Router,
  { db, rdap, limit }: { db: Db; rdap: Pick<Rdap, 'serves'>; limit: number },
) {
  router
    .mount(listWatchlist, async ({ c }) => {
      const items = await listWatches(db, c.get('user').tgId)
      return c.json({ items: items.map(present), limit })
    })
    .mount(addToWatchlist, ({ c, body }) =>
      watching(async () => {
        const item = await addWatch(db, rdap, c.get('user').tgId, body.domain, limit)
        return c.json({ success: true as const, item: present(item) })
      }),
    )
    .mount(removeFromWatchlist, ({ c }) =>
      watching(async () => {
        const domain = z.parse(domainName, c.req.param('domain'))
        await removeWatch(db, c.get('user').tgId, domain)
        return c.json({ success: true as const, domain })
      }),
    )
}
