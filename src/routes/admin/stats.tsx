import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { isoDate } from '@contract/admin'
import { StatsScreen } from '@/features/admin/components/stats-screen'

const search = z.object({
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
})

export const Route = createFileRoute('/admin/stats')({
  validateSearch: search,
  component: StatsRoute,
})

function StatsRoute() {
  const range = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StatsScreen range={range} onRange={(next) => void navigate({ search: next, replace: true })} />
  )
}
