import { Outlet, createRootRouteWithContext, redirect, useLocation } from '@tanstack/react-router'
import { isBannedRedirected } from '@/lib/ban'
import { isInsideTelegram, readLaunchParams } from '@/lib/telegram/launch-params'
import { AppLayout } from '@/features/app-shell/components/app-layout'
import { guardRedirect } from '@/features/app-shell/guard'
import { hasChrome } from '@/features/app-shell/paths'
import { NotFoundScreen } from '@/features/app-shell/components/not-found-screen'
import { TabBar } from '@/features/app-shell/components/tab-bar'
import { TopBar } from '@/features/app-shell/components/top-bar'
import { FluidBackdrop } from '@/features/fluid/components/fluid-backdrop'
import { useTelegramBackButton } from '@/features/app-shell/use-telegram-back-button'
import { fallbackUser } from '@/features/session/fallback-user'
import { useBalanceRefresh } from '@/features/session/use-balance-refresh'
import { useProfile } from '@/features/session/use-profile'
import { useVisitLog } from '@/features/session/use-visit-log'
import { MaintenanceOverlay } from '@/features/maintenance/components/maintenance-overlay'
import { OfflineStatus } from '@/features/offline/components/offline-status'
// Queued writes are defined up front, not with their code-split screens: a queue restored after a
// reopen replays as soon as the API answers, whichever screen the app opens on.
import '@/features/cart/api/add-to-cart'
import '@/features/cart/api/remove-from-cart'
import '@/features/aftermarket/api/add-to-market-cart'
import '@/features/aftermarket/api/remove-from-market-cart'
import '@/features/profile/api/set-language'
import type { RouterContext } from '@/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const to = guardRedirect(location.pathname, {
      insideTelegram: isInsideTelegram(),
      banned: isBannedRedirected(),
    })
    if (to) throw redirect({ to, replace: true })
  },
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
})

function RootLayout() {
  const pathname = useLocation({ select: (l) => l.pathname })
  const signedIn = isInsideTelegram() && !isBannedRedirected()
  // Outside Telegram only public pages open, and none of them has a user for the bars.
  const chrome = !hasChrome(pathname) ? 'bare' : signedIn ? 'bars' : 'plain'
  useTelegramBackButton(pathname)
  useVisitLog(pathname, signedIn)
  useBalanceRefresh(signedIn && pathname !== '/banned')
  return (
    <>
      <FluidBackdrop off={pathname === '/ether'} />
      <AppLayout
        chrome={chrome}
        topBar={chrome === 'bars' && <SessionTopBar />}
        tabBar={<TabBar pathname={pathname} />}
      >
        <Outlet />
      </AppLayout>
      <MaintenanceOverlay />
      <OfflineStatus />
    </>
  )
}

function SessionTopBar() {
  const { user, error } = useProfile()
  const shown = user ?? fallbackUser(readLaunchParams().user)
  return (
    <TopBar
      firstName={shown.firstName}
      photoUrl={shown.photoUrl}
      balance={user?.balance}
      error={error}
    />
  )
}
