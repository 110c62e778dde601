import { createFileRoute } from '@tanstack/react-router'
import { VisitsScreen } from '@/features/admin/components/visits-screen'
import { rangeRouteOptions } from '@/features/admin/components/range-route'

export const Route = createFileRoute('/admin/visits')(
  rangeRouteOptions('/admin/visits', VisitsScreen),
)
