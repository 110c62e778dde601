// The client build's `zod` is src/lib/zod-lite.ts: the contract's classic-style schemas built on
// `zod/mini`, so all of classic zod stays out of the bundle (issue 11). Only the build: the dev
// server, the tests and the server keep the real `zod`.
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

export const ZOD_LITE = fileURLToPath(new URL('../src/lib/zod-lite.ts', import.meta.url))

export const zodLite = (): Plugin => ({
  name: 'zod-lite',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) => (source === 'zod' && importer !== ZOD_LITE ? ZOD_LITE : null),
})
