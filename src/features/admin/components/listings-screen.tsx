import { Trans } from '@lingui/react/macro'
import { useAdminListings } from '../api/listings'
import { ListingForm } from './listing-form'
import { ListingRow } from './listing-row'
import { QueryList } from './query-view'
import { AdminPage } from './admin-page'

export function ListingsScreen() {
  const listings = useAdminListings()
  return (
    <AdminPage title={<Trans>After Market listings</Trans>} testId="admin-aftermarket">
      <ListingForm />
      <QueryList query={listings} rows={(d) => d.listings} empty={<Trans>No listings yet</Trans>}>
        {(l) => <ListingRow key={`${l.id}-${l.price}-${l.description}-${l.status}`} listing={l} />}
      </QueryList>
    </AdminPage>
  )
}
