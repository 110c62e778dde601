// The client build's contract/first-route.ts: generated from the real module with the real zod
// (./generate.ts), so the first route loads compiled validators instead of zod and the schema
// definitions. Only the build: the dev server and the tests use the module itself.
import { fileURLToPath } from 'node:url'
import { runnerImport, type Plugin } from 'vite'
import type { firstRouteSource } from './source'

export const FIRST_ROUTE = fileURLToPath(new URL('../../contract/first-route.ts', import.meta.url))
const SOURCE = fileURLToPath(new URL('./source.ts', import.meta.url))

/** Runs ./source.ts as Node would, with the real zod: none of the config's plugins apply. */
const generate = async () => {
  const { module } = await runnerImport<{ firstRouteSource: typeof firstRouteSource }>(SOURCE, {
    configFile: false,
    logLevel: 'silent',
  })
  return module.firstRouteSource()
}

export const firstRouteContract = (): Plugin => {
  let source: Promise<string> | undefined
  return {
    name: 'first-route-contract',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== FIRST_ROUTE) return null
      source ??= generate()
      return source
    },
  }
}
