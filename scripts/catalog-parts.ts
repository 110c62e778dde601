// Each language's catalog in two parts (issue 11): `first`, the messages of every source file the
// first route runs (src/boot.ts, src/main.tsx and the home screen with everything they import
// statically: the same closure as scripts/chunk-groups.ts), and `rest`, every other message. The app
// fetches `first` before its first render; every screen split out by the router waits for `rest`
// before it renders (src/lib/i18n.ts, `catalogRestReady`), so no text shows untranslated. Which files
// the first route runs is known only once the module graph is complete, so a part is built as a
// placeholder and filled in when its chunk is rendered (the chunk's name is hashed after that,
// so it follows the part's content).
// Outside a build (dev server, tests) `first` holds every message and `rest` none.
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { APP_START, ENTRY, HOME_SCREEN, staticClosure } from './chunk-groups'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const PART = /\/locales\/([\w-]+)\/messages\.po\?part=(first|rest)$/
const PLACEHOLDER = /(["'`])__catalog_part__([\w-]+)__(first|rest)__\1/g
/** Marks a router-split module (a screen's component, loader or error screen). */
const SPLIT = /\?tsr-split=/

export type Part = 'first' | 'rest'

/** Source files (relative to the project, no query) of the modules the first route runs. */
export function firstRouteFiles(graph: Parameters<typeof staticClosure>[0]): Set<string> {
  const ids = [ENTRY, APP_START, HOME_SCREEN].flatMap((start) => [...staticClosure(graph, start)])
  return new Set(ids.map((id) => relative(ROOT, id.split('?')[0] as string)))
}

interface Entry {
  origin?: Array<[string, number | null | undefined]>
}

/** The compiled messages of one part: `first` those with an origin in `files`, `rest` the others. */
export async function compilePart(locale: string, part: Part, files: Set<string> | 'all') {
  const config = getConfig({ cwd: ROOT })
  const file = getCatalogForFile(`src/locales/${locale}/messages.po`, await getCatalogs(config))
  if (!file) throw new Error(`no catalog for ${locale}`)
  const entries = ((await file.catalog.read(locale)) ?? {}) as Record<string, Entry>
  // As @lingui/vite-plugin compiles a whole catalog.
  const { messages } = await file.catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales ?? {},
    sourceLocale: config.sourceLocale ?? 'en',
  })
  const isFirst = (id: string) =>
    files === 'all' || (entries[id]?.origin ?? []).some(([origin]) => files.has(origin))
  const chosen = Object.fromEntries(
    Object.entries(messages).filter(([id]) => isFirst(id) === (part === 'first')),
  )
  const { source, errors } = createCompiledCatalog(locale, chosen, { namespace: 'json' })
  if (errors.length) throw new Error(`${locale} catalog: ${errors.length} messages do not compile`)
  return JSON.stringify((JSON.parse(source) as { messages: unknown }).messages)
}

/** Both plugins: put them with the others, this one after the router's (it splits the screens). */
export function catalogParts(): Plugin[] {
  let building = false
  let files: Set<string> | undefined
  const parts: Plugin = {
    name: 'catalog-parts',
    enforce: 'pre',
    configResolved: (config) => {
      building = config.command === 'build'
    },
    async transform(_source, id) {
      const match = PART.exec(id)
      if (!match) return null
      const [, locale, part] = match as unknown as [string, string, Part]
      if (!building) {
        const json = part === 'first' ? await compilePart(locale, part, 'all') : '{}'
        return { code: `export const messages = ${json}`, moduleType: 'js', map: null }
      }
      const placeholder = JSON.stringify(`__catalog_part__${locale}__${part}__`)
      return {
        code: `export const messages = JSON.parse(${placeholder})`,
        moduleType: 'js',
        map: null,
      }
    },
    buildEnd() {
      files = firstRouteFiles(this)
    },
    async renderChunk(code) {
      if (!files || !code.includes('__catalog_part__')) return null
      let out = code
      for (const [text, , locale, part] of [...code.matchAll(PLACEHOLDER)]) {
        const json = await compilePart(locale as string, part as Part, files)
        out = out.replace(text, JSON.stringify(json))
      }
      return { code: out, map: null }
    },
  }
  // A screen split out by the router waits for the rest of the catalog before it renders.
  const screens: Plugin = {
    name: 'catalog-parts-screens',
    apply: 'build',
    transform: (source, id) =>
      SPLIT.test(id) && id !== HOME_SCREEN
        ? {
            code: `import { catalogRestReady as __catalogRestReady } from '@/lib/i18n'\n${source}\nawait __catalogRestReady()`,
            map: null,
          }
        : null,
  }
  return [parts, screens]
}
