import { endpoint } from './endpoint'
import {
  redirectCreateRequest,
  redirectCreateResponse,
  redirectDeleteResponse,
  redirectListResponse,
} from './redirects'

export const listRedirects = endpoint({
  methods: ['get'],
  path: '/api/user/domains/:domain/redirects',
  auth: 'user',
  summary: 'Redirects of an active domain the user owns (404 otherwise, 409 until it is active)',
  response: redirectListResponse,
})

export const createRedirect = endpoint({
  methods: ['post'],
  path: '/api/user/domains/:domain/redirects',
  auth: 'user',
  summary:
    'Forward the domain or a subdomain to a URL through the CDN (301/302, path kept or not); adds a proxied placeholder record when the name has none',
  body: redirectCreateRequest,
  response: redirectCreateResponse,
})

export const deleteRedirect = endpoint({
  methods: ['delete'],
  path: '/api/user/domains/:domain/redirects/:id',
  auth: 'user',
  summary: 'Remove a redirect, and the placeholder record it added (404 when it is not there)',
  response: redirectDeleteResponse,
})
