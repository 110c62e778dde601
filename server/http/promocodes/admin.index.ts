import type { AdminPromocode } from '@contract/promocodes'
import {
  createAdminPromocode,
  deactivateAdminPromocode,
  listAdminPromocodes,
} from '@contract/promocodes.endpoints'
import { centsToUsd, usdToCents } from '@contract/money'
import type { Db } from '../../db/client'
import {
  createPromocode,
  deactivatePromocode,
  listPromocodes,
  normalizeCode,
  type PromocodeRow,
} from '../../core/promocodes/promocodes'
import { conflict, notFound } from '../admin/params'
import { badRequest } from '../errors'
import type { Router } from '../route'

function presentPromocode(p: PromocodeRow): AdminPromocode {
  return {
    code: p.code,
    amount: centsToUsd(p.amountCents),
    max_uses: p.maxUses,
    used_count: p.usedCount,
    expires_at: p.expiresAt?.toISOString() ?? null,
    active: p.active,
    created_at: p.createdAt.toISOString(),
  }
}

/** A date alone means the end of that UTC day. */
function expiryOf(value: string | null | undefined): Date | null {
  if (!value) return null
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T23:59:59.999Z`)
    : new Date(value)
  if (at.getTime() <= Date.now()) throw badRequest('expires_at', 'must be in the future')
  return at
}

/** The admin console's side of promo codes: list, create, deactivate. */
export function mountAdminPromocodeRoutes(router: Router, { db }: { db: Db }) {
  router
    .mount(listAdminPromocodes, async ({ c }) => {
      const rows = await listPromocodes(db)
      return c.json({ promocodes: rows.map(presentPromocode) })
    })
    .mount(createAdminPromocode, async ({ c, body }) => {
      const input = {
        code: body.code,
        amountCents: usdToCents(body.amount),
        maxUses: body.max_uses,
        expiresAt: expiryOf(body.expires_at),
      }
      const row = await createPromocode(db, input, c.get('admin').actor)
      if (!row) throw conflict('promocode_exists', `Promo code ${body.code} already exists`)
      return c.json({ promocode: presentPromocode(row) })
    })
    .mount(deactivateAdminPromocode, async ({ c }) => {
      const row = await deactivatePromocode(
        db,
        normalizeCode(c.req.param('code') ?? ''),
        c.get('admin').actor,
      )
      if (!row) throw notFound('Promo code')
      return c.json({ promocode: presentPromocode(row) })
    })
}
