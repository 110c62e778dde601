import { endpoint } from './endpoint'
import { okBody } from './errors'
import { z } from 'zod'
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

/**
 * Sign-in for the standalone console: the token is exchanged for an HttpOnly, SameSite=Strict cookie
 * (12 h); failed attempts are limited per IP (429). Public by nature: it is where credentials start.
 */
export const createAdminSession = endpoint({
  methods: ['post'],
  path: '/api/admin/session',
  auth: 'public',
  summary: 'Exchange ADMIN_TOKEN for an admin session cookie',
  idempotent: false,
  body: adminSessionRequest,
  response: adminMe,
})

/** Sign-out: forgets the session of the cookie sent, if any, and clears the cookie. */
export const deleteAdminSession = endpoint({
  methods: ['delete'],
  path: '/api/admin/session',
  auth: 'public',
  summary: 'Sign out of the admin console',
  response: okBody,
})

export const getAdminMe = endpoint({
  methods: ['get'],
  path: '/api/admin/me',
  auth: 'admin',
  summary: 'Who the admin credentials belong to',
  response: adminMe,
})

export const listAdminUsers = endpoint({
  methods: ['get'],
  path: '/api/admin/users',
  auth: 'admin',
  summary: 'Search users by id, username or name',
  query: adminUsersQuery,
  response: adminUsersResponse,
})

export const getAdminUser = endpoint({
  methods: ['get'],
  path: '/api/admin/users/:tg_id',
  auth: 'admin',
  params: z.object({ tg_id: tgIdParam }),
  summary: 'A user with balance, domains and transactions',
  response: adminUserDetail,
})

export const banAdminUser = endpoint({
  methods: ['post'],
  path: '/api/admin/users/:tg_id/ban',
  auth: 'admin',
  params: z.object({ tg_id: tgIdParam }),
  summary: 'Ban a user with a reason',
  body: adminBanRequest,
  response: adminUserResponse,
})

export const unbanAdminUser = endpoint({
  methods: ['post'],
  path: '/api/admin/users/:tg_id/unban',
  auth: 'admin',
  params: z.object({ tg_id: tgIdParam }),
  summary: 'Lift a ban',
  response: adminUserResponse,
})

export const adjustAdminUserBalance = endpoint({
  methods: ['post'],
  path: '/api/admin/users/:tg_id/balance',
  auth: 'admin',
  params: z.object({ tg_id: tgIdParam }),
  summary: 'Credit (positive) or debit (negative) a balance with a reason; never below zero (409)',
  body: adminBalanceRequest,
  response: adminBalanceResponse,
})
