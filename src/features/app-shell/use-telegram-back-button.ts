import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { hideBackButton, showBackButton } from '@/lib/telegram/back-button'
import { isNestedPath, parentPath } from './paths'

/** Shows Telegram's BackButton on nested screens; it goes back, or up when opened on a deep link. */
export function useTelegramBackButton(pathname: string) {
  const router = useRouter()
  useEffect(() => {
    if (!isNestedPath(pathname)) {
      hideBackButton()
      return
    }
    showBackButton(() => {
      if (router.history.canGoBack()) router.history.back()
      else void router.navigate({ to: parentPath(pathname), replace: true })
    })
  }, [pathname, router])
}
