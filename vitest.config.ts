import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { catalogParts } from './scripts/catalog-parts'
import { projectAlias } from './scripts/path-aliases'

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
        resolve: { alias },
        define: { __BUILD_ID__: JSON.stringify('test') },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/support/setup-react.ts', 'tests/unit/support/setup-i18n.ts'],
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
