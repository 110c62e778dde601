import { z } from 'zod/mini'
import { domainName } from './cart'
import { resource } from './endpoint'
import {
  watchAddRequest,
  watchAddResponse,
  watchListResponse,
  watchRemoveResponse,
} from './watchlist'

const user = resource('user', {
  'GET /api/user/watchlist':
    "The user's watched names with the state each registry's RDAP service last reported",
  'POST /api/user/watchlist':
    'Watch a name (again: no change); 409 watch_limit past the per-user limit, 400 for a name no registry lookup serves. The first check runs in the background',
  'DELETE /api/user/watchlist/:domain': 'Stop watching a name (404 when it is not watched)',
})

export const listWatchlist = user.get('/api/user/watchlist', { response: watchListResponse })

export const addToWatchlist = user.post('/api/user/watchlist', {
  body: watchAddRequest,
  response: watchAddResponse,
})

export const removeFromWatchlist = user.delete('/api/user/watchlist/:domain', {
  params: z.object({ domain: domainName }),
  response: watchRemoveResponse,
})
