import { Trans } from '@lingui/react/macro'
import { useAdminListings } from '../api/listings'
import { ListingForm } from './listing-form'
import { ListingRow } from './listing-row'
import { QueryView } from './query-view'
import styles from './admin.module.css'

export function ListingsScreen() {
  const listings = useAdminListings()
  return (
    <main className={styles.page} data-testid="admin-aftermarket">
      <h1 className={styles.title}>
        <Trans>After Market listings</Trans>
      </h1>
      <ListingForm />
      <QueryView
        query={listings}
        isEmpty={(d) => d.listings.length === 0}
        empty={<Trans>No listings yet</Trans>}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.listings.map((l) => (
              <ListingRow key={`${l.id}-${l.price}-${l.description}-${l.status}`} listing={l} />
            ))}
          </ul>
        )}
      </QueryView>
    </main>
  )
}
