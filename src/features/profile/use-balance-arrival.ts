import { useCallback, useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'

// The credit comes from the bot's successful_payment, which can land a moment after the client
// says the invoice was paid: refresh the profile on a short schedule until the balance moves.
const SCHEDULE_MS = [0, 1000, 2000, 3000, 5000, 8000, 12000, 20000]

const balanceOf = (data: unknown): number | undefined =>
  (data as { user?: { balance?: number } } | undefined)?.user?.balance

/** `watch(from, onArrive)`: refreshes until the cached balance exceeds `from`, then calls back once. */
export function useBalanceArrival() {
  const queryClient = useQueryClient()
  const stopRef = useRef<() => void>(() => undefined)

  const stop = useCallback(() => stopRef.current(), [])

  const watch = useCallback(
    (from: number, onArrive: (credited: number) => void) => {
      stopRef.current()
      const timers = SCHEDULE_MS.map((ms) =>
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.profile }), ms),
      )
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        const balance = balanceOf(queryClient.getQueryData(queryKeys.profile))
        if (balance === undefined || balance <= from) return
        stopRef.current()
        onArrive(balance - from)
      })
      stopRef.current = () => {
        timers.forEach(clearTimeout)
        unsubscribe()
        stopRef.current = () => undefined
      }
    },
    [queryClient],
  )

  useEffect(() => stop, [stop])
  return { watch, stop }
}
