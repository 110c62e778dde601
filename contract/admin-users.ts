import { z } from 'zod/mini'
import { usd } from './usd'
import {
  adminDomain,
  adminTransaction,
  adminUser,
  optionalParam,
  pageInfo,
  pageQuery,
} from './admin'

/** GET /api/admin/users?q= : q matches the id, the username or the name. */
export const adminUsersQuery = z.extend(pageQuery, {
  q: optionalParam(z.string().check(z.trim(), z.maxLength(100))),
})
export const adminUsersResponse = z.extend(pageInfo, { users: z.array(adminUser) })
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>

/** GET /api/admin/users/:tg_id : the newest 100 domains and transactions. */
export const adminUserDetail = z.object({
  user: adminUser,
  domains: z.array(adminDomain),
  transactions: z.array(adminTransaction),
})
export type AdminUserDetail = z.infer<typeof adminUserDetail>

export const adminBanRequest = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
})
export type AdminBanRequest = z.infer<typeof adminBanRequest>

/**
 * POST /api/admin/users/:tg_id/balance. `amount` in USD, negative to debit; never below zero: a
 * debit larger than the balance is a 409 `{error: 'insufficient_funds', message}`.
 */
export const adminBalanceRequest = z.object({
  amount: usd.check(
    z.refine((v) => v !== 0, 'must not be zero'),
    z.refine((v) => Math.abs(v) <= 1_000_000, 'must be at most 1000000'),
  ),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
})
export type AdminBalanceRequest = z.infer<typeof adminBalanceRequest>

export const adminUserResponse = z.object({ user: adminUser })
export type AdminUserResponse = z.infer<typeof adminUserResponse>

export const adminBalanceResponse = z.object({ user: adminUser, transaction: adminTransaction })
export type AdminBalanceResponse = z.infer<typeof adminBalanceResponse>
