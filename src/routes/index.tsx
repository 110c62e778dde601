import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { settingsQueryOptions } from '@/lib/settings-query'
import { domainPricesQueryOptions } from '@/features/catalog/api/get-domain-prices'
import { HomePage } from '@/features/catalog/components/home-page'

export const Route = createFileRoute('/')({
  // Started, not awaited: with the API unreachable the page (and the top bar) must paint at once,
  // and the page itself falls back to the built-in price list when the call fails or is slow.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(domainPricesQueryOptions(i18n.locale))
    void queryClient.prefetchQuery(settingsQueryOptions())
  },
  component: HomePage,
})
