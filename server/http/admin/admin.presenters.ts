import type { AdminDomain, AdminTransaction } from '@contract/admin'
import type { AdminListing } from '@contract/admin-listings'
import { centsToUsd } from '@contract/money'
import type { ListingRow } from '../../core/admin/listings'
import type { DomainRow, EntryRow } from '../../core/admin/records'

export function presentDomain(d: DomainRow): AdminDomain {
  return {
    id: d.id,
    domain: d.domain,
    status: d.status,
    user_id: d.userId,
    username: d.username,
    first_name: d.firstName,
    price: centsToUsd(d.priceCents),
    renewal_price: centsToUsd(d.renewalCents),
    purchased_at: d.purchasedAt.toISOString(),
    expires_at: d.expiresAt?.toISOString() ?? null,
    failure_reason: d.failureReason,
  }
}

export function presentEntry(e: EntryRow): AdminTransaction {
  return {
    id: e.id,
    user_id: e.userId,
    username: e.username,
    type: e.type,
    status: e.status,
    amount: centsToUsd(e.amountCents),
    description: e.description,
    kind: e.kind ?? null,
    params: e.params ?? null,
    reference: e.reference,
    created_at: e.createdAt.toISOString(),
  }
}

export function presentListing(l: ListingRow): AdminListing {
  return {
    id: l.id,
    domain: l.domain,
    price: centsToUsd(l.priceCents),
    description: l.description,
    status: l.status,
    sold_to: l.soldTo,
    sold_at: l.soldAt?.toISOString() ?? null,
    created_at: l.createdAt.toISOString(),
  }
}
