import { createFileRoute } from '@tanstack/react-router'
import { userDomainsQueryOptions } from '@/lib/user-domains-query'
import { PanelPage } from '@/features/panel/components/panel-page'
import { PanelTransfers } from '@/features/transfer/components/transfer-list'

export const Route = createFileRoute('/panel')({
  // Spec section 8: a panel loading error is not a route error; the page offers a retry.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(userDomainsQueryOptions()).catch(() => undefined),
  component: PanelRoute,
})

function PanelRoute() {
  return (
    <>
      <PanelPage />
      <PanelTransfers />
    </>
  )
}
