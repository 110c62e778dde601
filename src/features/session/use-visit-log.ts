import { useEffect, useRef } from 'react'
import { visitVariables, useLogVisit } from './api/post-visit'

/** Logs every route change once (spec section 7); failures are ignored. */
export function useVisitLog(pathname: string, enabled: boolean) {
  const { mutate } = useLogVisit()
  const last = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!enabled || last.current === pathname) return
    last.current = pathname
    mutate(visitVariables(pathname))
  }, [pathname, enabled, mutate])
}
