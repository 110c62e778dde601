// Prerenders the home route's first screen (src/prerender/home.tsx renders it from the live
// components), one per language and per layout (inside Telegram with the bars, outside it without),
// each into a small script of its own, `assets/prerender-<hash>-<variant>.js`, that sets
// `window.__prerendered`. When there is no snapshot of the last screen, index.html's head script
// writes the one the user will see into the document (a parser-blocking script, fetched beside the
// stylesheet) and the script after #root paints it: a first visit paints before any code of ours
// runs. A reopen that paints its snapshot never fetches them. Held in index.html itself, the four
// screens were 27 of its 33 KB, read on every load: without them a cold relaunch with the service
// worker reopened 6-11 % sooner (interleaved A/B in the reopen bench; other modes within noise).
import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build as bundle } from 'rolldown'
import { createServer, type IndexHtmlTransformContext, type Plugin, type PluginOption } from 'vite'
import type { PrerenderLanguage } from '../src/prerender/home'
import { projectAlias } from './path-aliases'

const PLACEHOLDER = '<!-- prerendered home screens -->'
/** The <meta> naming where the screens are; index.html's head script reads it, adds `<variant>.js`. */
const PRERENDER_META = 'prerender'
const LANGUAGES: PrerenderLanguage[] = ['ru', 'en']
type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>

interface PrerenderModule {
  renderHome: (lang: PrerenderLanguage, messages: object, chrome: boolean) => string
}

/** The variant index.html's script asks for: `ru`, `en-tg`... */
export const variantName = (lang: string, chrome: boolean) => `${lang}${chrome ? '-tg' : ''}`

/** A CSS module's class as Vite names it (`_title_y0adz_11`); others (the router's `active`) are not ours. */
const MODULE_CLASS = /^_[\w-]+_[a-z0-9]{5}_\d+$/

/**
 * Every CSS-module class the markup uses must be one the built stylesheet defines: the SSR server
 * names them as the build does, and this keeps it so (an unstyled copy would jump on hand-over).
 */
export function missingClasses(html: string, css: string): string[] {
  const used = new Set(
    [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, list = '']) => list.split(/\s+/)),
  )
  return [...used].filter((name) => MODULE_CLASS.test(name) && !css.includes(`.${name}`))
}

export const withoutStyleAttributes = (html: string) => html.replace(/ style="[^"]*"/g, '')

/** The script that hands over one screen, after `before` (code run first). A screen with a script
 * tag is refused: painted through innerHTML, its script would never run. */
export function screenScript(id: string, html: string, before = ''): string {
  if (/<\/?script/i.test(html)) throw new Error(`prerendered ${id} contains a script tag`)
  return `${before}window.__prerendered=${JSON.stringify(html)}\n`
}

/** What the screens inside Telegram run first: the theme's readable colours (src/prerender). */
export async function telegramThemeScript(root: string): Promise<string> {
  const out = await bundle({
    input: resolve(root, 'src/prerender/readable-theme.ts'),
    write: false,
    output: { format: 'iife', minify: true },
  })
  const [chunk] = out.output
  return chunk.code.endsWith('\n') ? chunk.code : `${chunk.code}\n`
}

/** Where the screens of one build are: a name per build, so a cached index.html gets its own. */
export function screenFiles(screens: Record<string, string>, telegramTheme = '') {
  const hash = createHash('sha256')
    .update(JSON.stringify(screens) + telegramTheme)
    .digest('base64url')
    .replace(/[-_]/g, '')
    .slice(0, 8)
  const prefix = `assets/prerender-${hash}-`
  return {
    prefix: `/${prefix}`,
    files: Object.entries(screens).map(([variant, html]) => ({
      fileName: `${prefix}${variant}.js`,
      source: screenScript(variant, html, variant.endsWith('-tg') ? telegramTheme : ''),
    })),
  }
}

function builtCss(bundle: OutputBundle): string {
  return Object.values(bundle)
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => (file.type === 'asset' ? String(file.source) : ''))
    .join('\n')
}

/** Renders the screens through a Vite SSR server with the app's own plugins (same CSS classes). */
async function renderAll(root: string, plugins: () => PluginOption[]) {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    appType: 'custom',
    plugins: plugins(),
    resolve: { alias: projectAlias(pathToFileURL(`${root}/`)) },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const { renderHome } = (await server.ssrLoadModule(
      '/src/prerender/home.tsx',
    )) as PrerenderModule
    const out: Record<string, string> = {}
    for (const lang of LANGUAGES) {
      const catalog = (await server.ssrLoadModule(`/src/locales/${lang}/messages.po`)) as {
        messages: object
      }
      for (const chrome of [false, true]) {
        // No style attributes: the CSP (style-src 'self') refuses them in parsed markup, with an
        // error on every load; React sets the live ones through the CSSOM, which it allows.
        out[variantName(lang, chrome)] = withoutStyleAttributes(
          renderHome(lang, catalog.messages, chrome),
        )
      }
    }
    return out
  } finally {
    await server.close()
  }
}

export function prerenderHtml(root: string, plugins: () => PluginOption[]): Plugin {
  let screens: Record<string, string> = {}
  let prefix = ''
  return {
    name: 'prerender-html',
    apply: 'build',
    async buildStart() {
      screens = await renderAll(root, plugins)
      const out = screenFiles(screens, await telegramThemeScript(root))
      prefix = out.prefix
      for (const file of out.files) this.emitFile({ type: 'asset', ...file })
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html lacks "${PLACEHOLDER}"`)
        const css = ctx.bundle ? builtCss(ctx.bundle) : ''
        const missing = ctx.bundle ? missingClasses(Object.values(screens).join(''), css) : []
        if (missing.length)
          throw new Error(`prerendered home uses classes the build lacks: ${missing.join(' ')}`)
        return {
          html: html.replace(PLACEHOLDER, ''),
          tags: [
            {
              tag: 'meta',
              attrs: { name: PRERENDER_META, content: prefix },
              injectTo: 'head-prepend',
            },
          ],
        }
      },
    },
  }
}
