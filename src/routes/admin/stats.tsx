import { createFileRoute } from '@tanstack/react-router'
import { StatsScreen } from '@/features/admin/components/stats-screen'
import { RangeRoute } from '@/features/admin/components/range-route'
import { adminRangeSearch } from '@contract/admin-search'

export const Route = createFileRoute('/admin/stats')({
  validateSearch: adminRangeSearch,
  component: StatsRoute,
})

function StatsRoute() {
  return <RangeRoute id="/admin/stats" Screen={StatsScreen} />
}
