import { afterEach, describe, expect, it } from 'vitest'
import { act } from 'react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { TabBar } from '@/features/app-shell/components/tab-bar'
import { render, type Rendered } from '../../../support/render'

let view: Rendered | undefined
afterEach(() => view?.unmount())

async function renderTabBarAt(path: string) {
  const root = createRootRoute({
    component: function Root() {
      return (
        <>
          <Outlet />
          <TabBar pathname={router.state.location.pathname} />
        </>
      )
    },
  })
  const leaf = (p: string) => createRoute({ getParentRoute: () => root, path: p })
  const paths = ['/', '/buy', '/cart', '/aftermarket', '/panel', '/profile', '/domain/$domain']
  const router = createRouter({
    routeTree: root.addChildren(paths.map(leaf)),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await act(() => router.load())
  view = render(<RouterProvider router={router} />)
  return { view, router }
}

const current = (v: Rendered) =>
  [...v.container.querySelectorAll('[data-testid^="tab-"][aria-current="page"]')].map((e) =>
    e.getAttribute('data-testid'),
  )

describe('tab bar', () => {
  it('marks exactly the tab of the current path', async () => {
    const { view } = await renderTabBarAt('/')
    expect(view.byTestId('tab-bar')).not.toBeNull()
    expect(current(view)).toEqual(['tab-home'])
  })

  it('highlights Buy on the cart and Panel on a domain page', async () => {
    const cart = await renderTabBarAt('/cart')
    expect(current(cart.view)).toEqual(['tab-buy'])
    cart.view.unmount()
    const domain = await renderTabBarAt('/domain/example.com')
    expect(current(domain.view)).toEqual(['tab-panel'])
  })

  it('links each tab to its screen', async () => {
    const { view } = await renderTabBarAt('/profile')
    const hrefs = ['home', 'buy', 'market', 'panel', 'profile'].map((id) =>
      view.byTestId(`tab-${id}`)?.getAttribute('href'),
    )
    expect(hrefs).toEqual(['/', '/buy', '/aftermarket', '/panel', '/profile'])
    expect(current(view)).toEqual(['tab-profile'])
  })
})
