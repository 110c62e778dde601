import { createFileRoute } from '@tanstack/react-router'
import { VisitsScreen } from '@/features/admin/components/visits-screen'
import { RangeRoute } from '@/features/admin/components/range-route'
import { adminRangeSearch } from '@contract/admin-search'

export const Route = createFileRoute('/admin/visits')({
  validateSearch: adminRangeSearch,
  component: VisitsRoute,
})

function VisitsRoute() {
  return <RangeRoute id="/admin/visits" Screen={VisitsScreen} />
}
