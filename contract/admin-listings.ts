// After Market listings as the admin console edits them.
import { z } from 'zod/mini'
import { positiveUsd, usd } from './usd'

export const listingStatus = z.enum(['available', 'sold', 'reserved', 'delisted'])

export const adminListing = z.object({
  id: z.number().check(z.int()),
  domain: z.string(),
  price: usd,
  description: z.string(),
  status: listingStatus,
  sold_to: z.nullable(z.number().check(z.int())),
  sold_at: z.nullable(z.string()),
  created_at: z.string(),
})
export type AdminListing = z.infer<typeof adminListing>

export const adminListingsResponse = z.object({ listings: z.array(adminListing) })
export const adminListingResponse = z.object({ listing: adminListing })

/** Trimmed and lower-cased as an admin types it. */
const domainName = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(253),
    z.regex(
      /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/,
      'must be a domain name like example.com',
    ),
  )

export const adminListingCreate = z.object({
  domain: domainName,
  price: positiveUsd,
  description: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
})
export type AdminListingCreate = z.infer<typeof adminListingCreate>

/** PATCH /api/admin/aftermarket/:id : any of the fields; a sold listing keeps its status. */
export const adminListingUpdate = z
  .object({
    price: z.optional(positiveUsd),
    description: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
    status: z.optional(z.enum(['available', 'delisted'])),
  })
  .check(
    z.refine(
      (v) => Object.values(v).some((x) => x !== undefined),
      'must change price, description or status',
    ),
  )
export type AdminListingUpdate = z.infer<typeof adminListingUpdate>
