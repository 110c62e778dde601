import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { isoDate } from '@contract/admin'
import { VisitsScreen } from '@/features/admin/components/visits-screen'

const search = z.object({
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
})

export const Route = createFileRoute('/admin/visits')({
  validateSearch: search,
  component: VisitsRoute,
})

function VisitsRoute() {
  const range = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <VisitsScreen
      range={range}
      onRange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
