import { createFileRoute } from '@tanstack/react-router'
import { StatsScreen } from '@/features/admin/components/stats-screen'
import { RangeRoute } from '@/features/admin/components/range-route'
import { rangeSearch } from '@/features/admin/search-params'

export const Route = createFileRoute('/admin/stats')({
  validateSearch: rangeSearch,
  component: StatsRoute,
})

function StatsRoute() {
  return <RangeRoute id="/admin/stats" Screen={StatsScreen} />
}
