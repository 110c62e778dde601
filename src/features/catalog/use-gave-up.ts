import { useEffect, useState } from 'react'

/** How long a first visit waits on a silent API before it shows the built-in price list. */
export const PRICES_PATIENCE_MS = 3_000

/**
 * True once the price call has failed once (retries go on behind the built-in list) or has gone
 * unanswered for PRICES_PATIENCE_MS, so a visitor never looks at an empty table for long.
 */
export function useGaveUp(waiting: boolean, failures: number): boolean {
  const [late, setLate] = useState(false)
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setLate(true), PRICES_PATIENCE_MS)
    return () => clearTimeout(timer)
  }, [waiting])
  return waiting && (failures > 0 || late)
}
