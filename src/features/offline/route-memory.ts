import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { rememberRoute } from '@/lib/offline/last-route'

/** Keeps the current path so the next Telegram launch at `/` reopens it (see last-route.ts). */
export function useRouteMemory() {
  const href = useLocation({ select: (l) => l.href })
  useEffect(() => rememberRoute(href), [href])
}
