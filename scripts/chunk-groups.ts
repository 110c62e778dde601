// How the client's code is cut into files (vite.config.ts, build.rolldownOptions). Left to itself
// the bundler gives every module shared by the app and a lazily loaded screen a chunk of its own:
// the first route loaded some seventy files, each compressed alone. Here what the app's start
// module imports statically is one chunk, `app`; what the home screen's lazily loaded parts add to
// it is a second, `home`; every other screen stays split as the router's code splitting cuts it.
// zod/mini's modules all land in `app`, once: the contract schemas the start module parses with
// import them, and a screen loaded later imports what else it uses of zod from there.
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** The part of Rolldown's chunking context used here. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

const SRC = fileURLToPath(new URL('../src/', import.meta.url))
/** The entry index.html loads: what it imports stays with it, out of both groups. */
export const ENTRY = `${SRC}boot.ts`
/** Started by src/boot.ts once the snapshot's frame is on screen. */
export const APP_START = `${SRC}main.tsx`
/** The home route's component, split out of the route tree by the router plugin. */
export const HOME_SCREEN = `${SRC}routes/index.tsx?tsr-split=component`

/** Every module `start` imports, directly or not, with static imports only. */
export function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>()
  const queue = [start]
  while (queue.length > 0) {
    const id = queue.pop() as string
    if (seen.has(id)) continue
    const info = graph.getModuleInfo(id)
    if (!info) continue
    seen.add(id)
    queue.push(...info.importedIds)
  }
  return seen
}

/**
 * The chunk a module belongs to: `app`, `home`, or null (the bundler's own splitting). The graph is
 * walked once per build; the groups are keyed by the graph they were computed from.
 */
export function createChunkNamer(entry = ENTRY, app = APP_START, home = HOME_SCREEN) {
  let groups: { graph: ModuleGraph; app: Set<string>; home: Set<string> } | undefined
  return (id: string, graph: ModuleGraph): string | null => {
    if (groups?.graph !== graph) {
      const appIds = staticClosure(graph, app)
      const homeIds = staticClosure(graph, home)
      for (const e of staticClosure(graph, entry)) appIds.delete(e)
      for (const a of [...appIds, ...staticClosure(graph, entry)]) homeIds.delete(a)
      groups = { graph, app: appIds, home: homeIds }
    }
    if (groups.app.has(id)) return 'app'
    if (groups.home.has(id)) return 'home'
    return null
  }
}

/**
 * The groups for `output.codeSplitting`: Vite's preload helper, which the entry imports too, in a
 * chunk of its own first (else `app` would take it as a dependency and the entry would load all of
 * `app` before the snapshot's frame); likewise the stored cache's first read (src/lib/persistence/
 * cache-store.ts and idb-keyval), which src/boot.ts starts once that frame is drawn, while `app`
 * loads; then `app` and `home`.
 */
export const chunkGroups = () => [
  { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 1 },
  {
    name: 'cache-store',
    test: /\/src\/lib\/persistence\/cache-store\.ts$|\/node_modules\/idb-keyval\//,
    priority: 1,
  },
  { name: createChunkNamer() },
]

/** Route ids of the tab roots (src/features/app-shell/paths.ts TAB_ROOTS) and the root route. */
const EAGER_LOADERS = new Set(['__root__', '/', '/buy', '/aftermarket', '/panel', '/profile/'])

/** The router plugin's split per route: other screens' loaders go with their components. */
export const screenSplit = ({ routeId }: { routeId: string }) =>
  EAGER_LOADERS.has(routeId)
    ? undefined
    : ([['loader', 'component'], ['errorComponent'], ['notFoundComponent']] as Array<
        Array<'loader' | 'component' | 'errorComponent' | 'notFoundComponent'>
      >)

/**
 * V8's explicit compile hint (Chromium 136 on): a file whose first line is this comment has all
 * its functions compiled while it streams in, on a background thread, instead of each on the main
 * thread at its first call. The two chunks the live first screen runs almost entirely are marked.
 * Measured on the reopen bench (4x CPU, 7 interleaved runs, tab with the service worker): the
 * main thread's lazy compiling fell from about 320 to 24 ms and the takeover from 1,494 to 1,181
 * ms (docs/benchmarks.md). Other engines read a comment. It is prepended once the bundle is
 * written (the minifier drops comments, and Vite puts its preload map on the first line), and
 * only there: it changes when code is compiled, never what runs, so dev and tests need not have it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
const EAGER_CHUNKS = new Set(['app', 'home'])

/** The build plugin that puts the compile hint on the first line of `app` and `home`. */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    enforce: 'post',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && EAGER_CHUNKS.has(file.name))
            file.code = `${COMPILE_HINT}\n${file.code}`
      },
    },
  }
}
