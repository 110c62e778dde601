import { resource } from './endpoint'
import { okBody } from './errors'
import { z } from 'zod/mini'
import { adminMe, adminSessionRequest, tgIdParam } from './admin'
import {
  adminBalanceRequest,
  adminBalanceResponse,
  adminBanRequest,
  adminUserDetail,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
} from './admin-users'

const anyone = resource('public', {
  'POST /api/admin/session': 'Exchange ADMIN_TOKEN for an admin session cookie',
  'DELETE /api/admin/session': 'Sign out of the admin console',
})

const admin = resource('admin', {
  'GET /api/admin/me': 'Who the admin credentials belong to',
  'GET /api/admin/users': 'Search users by id, username or name',
  'GET /api/admin/users/:tg_id': 'A user with balance, domains and transactions',
  'POST /api/admin/users/:tg_id/ban': 'Ban a user with a reason',
  'POST /api/admin/users/:tg_id/unban': 'Lift a ban',
  'POST /api/admin/users/:tg_id/balance':
    'Credit (positive) or debit (negative) a balance with a reason; never below zero (409)',
})

/**
 * Sign-in for the standalone console: the token is exchanged for an HttpOnly, SameSite=Strict cookie
 * (12 h); failed attempts are limited per IP (429). Public by nature: it is where credentials start.
 */
export const createAdminSession = anyone.post('/api/admin/session', {
  idempotent: false,
  body: adminSessionRequest,
  response: adminMe,
})

/** Sign-out: forgets the session of the cookie sent, if any, and clears the cookie. */
export const deleteAdminSession = anyone.delete('/api/admin/session', { response: okBody })

export const getAdminMe = admin.get('/api/admin/me', { response: adminMe })

export const listAdminUsers = admin.get('/api/admin/users', {
  query: adminUsersQuery,
  response: adminUsersResponse,
})

export const getAdminUser = admin.get('/api/admin/users/:tg_id', {
  params: z.object({ tg_id: tgIdParam }),
  response: adminUserDetail,
})

export const banAdminUser = admin.post('/api/admin/users/:tg_id/ban', {
  params: z.object({ tg_id: tgIdParam }),
  body: adminBanRequest,
  response: adminUserResponse,
})

export const unbanAdminUser = admin.post('/api/admin/users/:tg_id/unban', {
  params: z.object({ tg_id: tgIdParam }),
  response: adminUserResponse,
})

export const adjustAdminUserBalance = admin.post('/api/admin/users/:tg_id/balance', {
  params: z.object({ tg_id: tgIdParam }),
  body: adminBalanceRequest,
  response: adminBalanceResponse,
})
