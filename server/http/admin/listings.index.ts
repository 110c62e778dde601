import {
  createAdminListing,
  listAdminListings,
  updateAdminListing,
} from '@contract/admin-listings.endpoints'
import { usdToCents } from '@contract/money'
import type { Db } from '../../db/client'
import { createListing, listListings, updateListing } from '../../core/admin/listings'
import type { Router } from '../route'
import { presentListing } from './admin.presenters'
import { conflict, idParam, notFound } from './params'

/** After Market listings in the admin console. */
export function mountAdminListingRoutes(router: Router, { db }: { db: Db }) {
  router
    .mount(listAdminListings, async ({ c }) => {
      const rows = await listListings(db)
      return c.json({ listings: rows.map(presentListing) })
    })
    .mount(createAdminListing, async ({ c, body }) => {
      const made = await createListing(
        db,
        { domain: body.domain, priceCents: usdToCents(body.price), description: body.description },
        c.get('admin').actor,
      )
      if (!made.ok && made.reason === 'owned')
        throw conflict('domain_owned', `${body.domain} belongs to a user and cannot be listed`)
      if (!made.ok) throw conflict('listing_exists', `${body.domain} is already listed`)
      return c.json({ listing: presentListing(made.listing) })
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
}
