import { resource } from './endpoint'
import {
  redirectCreateRequest,
  redirectCreateResponse,
  redirectDeleteResponse,
  redirectListResponse,
} from './redirects'

const owner = resource('user', {
  'GET /api/user/domains/:domain/redirects':
    'Redirects of an active domain the user owns (404 otherwise, 409 until it is active)',
  'POST /api/user/domains/:domain/redirects':
    'Forward the domain or a subdomain to a URL through the CDN (301/302, path kept or not) without a preview (the offline queue); adds a proxied placeholder record when the name has none',
  'DELETE /api/user/domains/:domain/redirects/:id':
    'Remove a redirect without a preview, and the placeholder record it added (404 when it is not there)',
})

export const listRedirects = owner.get('/api/user/domains/:domain/redirects', {
  response: redirectListResponse,
})

export const createRedirect = owner.post('/api/user/domains/:domain/redirects', {
  body: redirectCreateRequest,
  response: redirectCreateResponse,
})

export const deleteRedirect = owner.delete('/api/user/domains/:domain/redirects/:id', {
  response: redirectDeleteResponse,
})
