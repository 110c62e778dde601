// Renders React 19 trees into happy-dom for the client unit tests (no testing-library here).
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@/lib/i18n'

export interface Rendered {
  container: HTMLElement
  byTestId: (id: string) => HTMLElement | null
  rerender: (node: ReactNode) => void
  unmount: () => void
}

export function render(node: ReactNode): Rendered {
  if (!i18n.locale) i18n.activate('en')
  const container = document.createElement('div')
  document.body.append(container)
  const root: Root = createRoot(container)
  const wrap = (n: ReactNode) => <I18nProvider i18n={i18n}>{n}</I18nProvider>
  act(() => {
    root.render(wrap(node))
  })
  return {
    container,
    byTestId: (id) => container.querySelector(`[data-testid="${id}"]`),
    rerender: (n) => {
      act(() => {
        root.render(wrap(n))
      })
    },
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}
