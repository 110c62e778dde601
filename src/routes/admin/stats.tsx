import { createFileRoute } from '@tanstack/react-router'
import { StatsScreen } from '@/features/admin/components/stats-screen'
import { rangeRouteOptions } from '@/features/admin/components/range-route'

export const Route = createFileRoute('/admin/stats')(rangeRouteOptions('/admin/stats', StatsScreen))
