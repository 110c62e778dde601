// The card-stack app (tests/bench/card-stack-app): the empty app of exactly the client packages the
// product was ordered with, against which the app's first-route JS and its takeover are held
// (issues 29 and 35). It must import those packages and nothing else, or it stops being that bar.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The ordered client packages that an empty app loads on its first route. @lingui/core is the
 * runtime @lingui/react renders with (its peer); vite-plugin-pwa and regl do not paint a table. */
export const CARD_STACK_PACKAGES = [
  '@lingui/core',
  '@lingui/react',
  '@tanstack/query-persist-client-core',
  '@tanstack/react-query',
  '@tanstack/react-router',
  '@twa-dev/sdk',
  'idb-keyval',
  'react',
  'react-dom',
  'workbox-window',
]

export const CARD_STACK_ENTRY = join(
  dirname(fileURLToPath(import.meta.url)),
  'card-stack-app/main.tsx',
)

/**
 * The packages a module loads, by name (`react-dom/client` is react-dom), sorted, once each; an
 * `import type` loads nothing.
 */
export function packagesImported(code: string): string[] {
  const names = new Set<string>()
  for (const [, spec] of code.matchAll(
    /^\s*(?:import|export)\s+(?!type\b)[^'"]*?['"]([^'"]+)['"]/gm,
  )) {
    if (!spec || spec.startsWith('.') || spec.startsWith('/')) continue
    const parts = spec.split('/')
    names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec))
  }
  return [...names].sort()
}

export const cardStackImports = () => packagesImported(readFileSync(CARD_STACK_ENTRY, 'utf8'))
