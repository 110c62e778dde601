import { createFileRoute } from '@tanstack/react-router'
import { VisitsScreen } from '@/features/admin/components/visits-screen'
import { RangeRoute } from '@/features/admin/components/range-route'
import { rangeSearch } from '@/features/admin/search-params'

export const Route = createFileRoute('/admin/visits')({
  validateSearch: rangeSearch,
  component: VisitsRoute,
})

function VisitsRoute() {
  return <RangeRoute id="/admin/visits" Screen={VisitsScreen} />
}
