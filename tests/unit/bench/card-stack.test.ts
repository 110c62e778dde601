// The card-stack app is the bar for the app's first-route JS and its takeover (issues 29 and 35):
// an empty app of exactly the ordered client packages. One package more or less moves the bar.
import { describe, expect, it } from 'vitest'
import { CARD_STACK_PACKAGES, cardStackImports, packagesImported } from '../../bench/card-stack'

describe('the card-stack app', () => {
  it('loads exactly the ordered client packages that paint a first route', () => {
    expect(cardStackImports()).toEqual([...CARD_STACK_PACKAGES].sort())
    expect(CARD_STACK_PACKAGES).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        '@tanstack/react-router',
        '@tanstack/react-query',
        '@tanstack/query-persist-client-core',
        'idb-keyval',
        'workbox-window',
        '@twa-dev/sdk',
        '@lingui/react',
      ]),
    )
  })

  it('counts packages by name in every import form, not type-only imports nor its own files', () => {
    const code = [
      "import { createRoot } from 'react-dom/client'",
      'import {',
      '  Outlet,',
      '  createRouter,',
      "} from '@tanstack/react-router'",
      "import type { Persister } from '@tanstack/query-persist-client-core'",
      "import 'workbox-window'",
      "export { get } from 'idb-keyval'",
      "import { rows } from './rows'",
      'const text = \'import x from "not-at-line-start"\'',
    ].join('\n')
    expect(packagesImported(code)).toEqual([
      '@tanstack/react-router',
      'idb-keyval',
      'react-dom',
      'workbox-window',
    ])
  })
})
