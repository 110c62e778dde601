import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { catalogParts } from './scripts/catalog-parts'
import {
  COMMONJS_REACT_LIBRARIES,
  REACT_LIBRARIES,
  projectAlias,
  reactOnPreact,
} from './scripts/preact-alias'

const alias = projectAlias(new URL('.', import.meta.url))

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [
          react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
          lingui(),
          catalogParts(),
        ],
        resolve: { alias: [...alias, ...reactOnPreact()] },
        define: { __BUILD_ID__: JSON.stringify('test') },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/support/setup-i18n.ts'],
          // Through Vite's resolver, not Node's: React's importers reach Preact, and one copy of
          // Preact serves them and the tests (Node would pick its .mjs build beside the .module.js).
          server: { deps: { inline: [...REACT_LIBRARIES, 'preact', /node_modules\/\.vite\//] } },
          // Pre-bundled into node_modules/.vite, which is inlined above.
          deps: {
            optimizer: {
              client: { enabled: true, include: COMMONJS_REACT_LIBRARIES },
            },
          },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-heavy; two workers fit two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
})
