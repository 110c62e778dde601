import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { profileQueryOptions } from '@/lib/profile-query'

export const BALANCE_REFRESH_DELAY_MS = 500

/**
 * Spec section 4: refresh the balance 500 ms after the window regains focus or the page becomes
 * visible again, debounced (both events fire together on return), and never on /banned.
 */
export function useBalanceRefresh(enabled: boolean) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (window.location.pathname === '/banned') return
        // A failed refresh keeps the last balance; the error is only logged (spec section 8).
        queryClient
          .refetchQueries({ queryKey: profileQueryOptions().queryKey, exact: true })
          .catch((err: unknown) => console.warn('Balance refresh failed', err))
      }, BALANCE_REFRESH_DELAY_MS)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') schedule()
    }
    window.addEventListener('focus', schedule)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('focus', schedule)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [enabled, queryClient])
}
