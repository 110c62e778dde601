import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { settingsQueryOptions } from '@/lib/settings-query'
import { domainPricesQueryOptions } from '@/features/catalog/api/get-domain-prices'
import { HomePage } from '@/features/catalog/components/home-page'

export const Route = createFileRoute('/')({
  // A failed load is not a route error: the page falls back to the built-in price list.
  loader: ({ context: { queryClient } }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(domainPricesQueryOptions(i18n.locale)),
      queryClient.ensureQueryData(settingsQueryOptions()),
    ]),
  component: HomePage,
})
