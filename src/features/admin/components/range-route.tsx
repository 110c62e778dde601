import { getRouteApi } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { DateRange } from '../api/reports'

type RangeScreen = ComponentType<{ range: DateRange; onRange: (next: DateRange) => void }>

/**
 * An admin route's screen over a date range kept in the URL (the route validates it with
 * adminRangeSearch): a new range replaces the history entry rather than adding one. Rendered from the
 * route's component, so the screen is split out with it.
 */
export function RangeRoute({
  id,
  Screen,
}: {
  id: '/admin/stats' | '/admin/visits'
  Screen: RangeScreen
}) {
  const route = getRouteApi(id)
  const range = route.useSearch()
  const navigate = route.useNavigate()
  return <Screen range={range} onRange={(next) => void navigate({ search: next, replace: true })} />
}
