import {
  createAdminListing,
  createAdminPromocode,
  deactivateAdminPromocode,
  getAdminSettings,
  listAdminListings,
  listAdminPromocodes,
  updateAdminListing,
  updateAdminSettings,
} from '@contract/admin-catalog.endpoints'
import { usdToCents } from '@contract/money'
import type { Db } from '../../db/client'
import { createListing, listListings, updateListing } from '../../core/admin/listings'
import { updateSettings } from '../../core/admin/operator-settings'
import {
  createPromocode,
  deactivatePromocode,
  listPromocodes,
  normalizeCode,
} from '../../core/admin/promocodes'
import { getSettings } from '../../core/settings'
import { badRequest } from '../errors'
import type { Router } from '../route'
import { presentListing, presentPromocode } from './admin.presenters'
import { conflict, idParam, notFound } from './params'

/** A date alone means the end of that UTC day. */
function expiryOf(value: string | null | undefined): Date | null {
  if (!value) return null
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T23:59:59.999Z`)
    : new Date(value)
  if (at.getTime() <= Date.now()) throw badRequest('expires_at', 'must be in the future')
  return at
}

export function mountAdminCatalogRoutes(router: Router, { db }: { db: Db }) {
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
    .mount(listAdminListings, async ({ c }) => {
      const rows = await listListings(db)
      return c.json({ listings: rows.map(presentListing) })
    })
    .mount(createAdminListing, async ({ c, body }) => {
      const row = await createListing(
        db,
        { domain: body.domain, priceCents: usdToCents(body.price), description: body.description },
        c.get('admin').actor,
      )
      if (!row) throw conflict('listing_exists', `${body.domain} is already listed`)
      return c.json({ listing: presentListing(row) })
    })
    .mount(updateAdminListing, async ({ c, body }) => {
      const change = {
        ...(body.price !== undefined ? { priceCents: usdToCents(body.price) } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
      }
      const result = await updateListing(db, idParam(c, 'id'), change, c.get('admin').actor)
      if (!result.ok && result.reason === 'not_found') throw notFound('Listing')
      if (!result.ok)
        throw conflict('listing_sold', 'A sold listing cannot be relisted or delisted')
      return c.json({ listing: presentListing(result.listing) })
    })
    .mount(getAdminSettings, async ({ c }) => c.json(await getSettings(db)))
    .mount(updateAdminSettings, async ({ c, body }) => {
      const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))
      return c.json(await updateSettings(db, patch, c.get('admin').actor))
    })
}
