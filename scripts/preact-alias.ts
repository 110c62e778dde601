// The app's components are written against React's API and types, and run on Preact's
// compatibility layer: the first route fetches 85.0 KB of script instead of 143.0 KB (README, "What
// the first route loads"). Everything that turns the components into code (the bundle and the dev
// server, the prerendered screens, the unit tests) resolves React through this one list, so what is
// tested is what ships.
import { fileURLToPath } from 'node:url'

export interface Alias {
  find: RegExp
  replacement: string
}

/** React's entry points, each mapped to Preact's equivalent. */
export function reactOnPreact(): Alias[] {
  return [
    { find: /^react$/, replacement: 'preact/compat' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  ]
}

/** The project's own path aliases. */
export function projectAlias(root: URL): Alias[] {
  return [
    { find: /^@\//, replacement: fileURLToPath(new URL('./src/', root)) },
    { find: /^@contract\//, replacement: fileURLToPath(new URL('./contract/', root)) },
  ]
}

/**
 * The libraries that import React themselves. Where a tool would hand them to Node unbundled
 * (Vite's SSR, Vitest), they are inlined instead, so their `react` reaches Preact too.
 */
export const REACT_LIBRARIES = [
  '@tanstack/react-query',
  '@tanstack/react-query-persist-client',
  '@tanstack/react-router',
  '@tanstack/react-store',
  '@lingui/react',
  'use-sync-external-store',
]

/** Those of them published as CommonJS: their `require('react')` is aliased once pre-bundled. */
export const COMMONJS_REACT_LIBRARIES = ['use-sync-external-store/shim/with-selector']
