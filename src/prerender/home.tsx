// The home route's first screen as HTML, rendered at build time (scripts/prerender-html.ts) from
// the live screen's own components, so a first visit paints it from index.html before any script
// of the app has run. The prices are the built-in list, marked as such (data-source="fallback"),
// without the note that live prices failed: none has been asked for yet. Never part of the bundle.
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { setupI18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  RouterContextProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { AppLayout } from '@/features/app-shell/components/app-layout'
import { TAB_ROOTS } from '@/features/app-shell/paths'
import { TabBar } from '@/features/app-shell/components/tab-bar'
import { TopBar } from '@/features/app-shell/components/top-bar'
import { FALLBACK_TLD_PRICES } from '@/features/catalog/fallback-prices'
import { HomeContent } from '@/features/catalog/components/home-page'

export type PrerenderLanguage = 'en' | 'ru'

/** The placeholder name the inline script replaces with the launch's user (index.html). */
export const NAME_PLACEHOLDER = 'N'

/** Only what the links of the first screen resolve against: the tab roots. */
function tabRouter() {
  const root = createRootRoute()
  const tabs = Object.values(TAB_ROOTS).map((path) =>
    createRoute({ getParentRoute: () => root, path }),
  )
  return createRouter({
    routeTree: root.addChildren(tabs),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
}

/**
 * `chrome`: inside Telegram, with the top bar (the user's name filled in by index.html's script)
 * and the tab bar; outside it the home page stands alone, as the live app shows it there.
 */
export function renderHome(lang: PrerenderLanguage, messages: Messages, chrome: boolean): string {
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages } })
  const page: ReactNode = <HomeContent prices={FALLBACK_TLD_PRICES} fallback explained={false} />
  return renderToStaticMarkup(
    <RouterContextProvider router={tabRouter() as never}>
      <I18nProvider i18n={i18n}>
        <AppLayout
          chrome={chrome ? 'bars' : 'plain'}
          topBar={<TopBar firstName={NAME_PLACEHOLDER} />}
          tabBar={<TabBar pathname="/" />}
        >
          {page}
        </AppLayout>
      </I18nProvider>
    </RouterContextProvider>,
  )
}
