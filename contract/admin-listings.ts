// After Market listings as the admin console edits them.
import { z } from 'zod'
import { positiveUsd, usd } from './usd'

export const listingStatus = z.enum(['available', 'sold', 'reserved', 'delisted'])

export const adminListing = z.object({
  id: z.number().int(),
  domain: z.string(),
  price: usd,
  description: z.string(),
  status: listingStatus,
  sold_to: z.number().int().nullable(),
  sold_at: z.string().nullable(),
  created_at: z.string(),
})
export type AdminListing = z.infer<typeof adminListing>

export const adminListingsResponse = z.object({ listings: z.array(adminListing) })
export const adminListingResponse = z.object({ listing: adminListing })

/** Trimmed and lower-cased as an admin types it. */
const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/,
    'must be a domain name like example.com',
  )

export const adminListingCreate = z.object({
  domain: domainName,
  price: positiveUsd,
  description: z.string().trim().max(2000).default(''),
})
export type AdminListingCreate = z.infer<typeof adminListingCreate>

/** PATCH /api/admin/aftermarket/:id : any of the fields; a sold listing keeps its status. */
export const adminListingUpdate = z
  .object({
    price: positiveUsd.optional(),
    description: z.string().trim().max(2000).optional(),
    status: z.enum(['available', 'delisted']).optional(),
  })
  .refine(
    (v) => Object.values(v).some((x) => x !== undefined),
    'must change price, description or status',
  )
export type AdminListingUpdate = z.infer<typeof adminListingUpdate>
