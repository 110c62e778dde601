import { getRouteApi } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { DateRange } from '../api/reports'
import { rangeSearch } from '../search-params'

type RangeScreen = ComponentType<{ range: DateRange; onRange: (next: DateRange) => void }>

/**
 * The options of an admin route that shows one screen over a date range kept in the URL: a new
 * range replaces the history entry rather than adding one.
 */
export function rangeRouteOptions(id: '/admin/stats' | '/admin/visits', Screen: RangeScreen) {
  const route = getRouteApi(id)
  function RangeRoute() {
    const range = route.useSearch()
    const navigate = route.useNavigate()
    return (
      <Screen range={range} onRange={(next) => void navigate({ search: next, replace: true })} />
    )
  }
  return { validateSearch: rangeSearch, component: RangeRoute }
}
