// Puts the home route's first screen into the built index.html (src/prerender/home.tsx renders it
// from the live components), one holder per language and per layout (inside Telegram with the bars,
// outside it without). index.html's inline scripts paint the one the user will see when there is no
// snapshot of the last screen: a first visit paints from HTML before any script of ours runs. A
// holder is a `<script type="text/html">`, whose text the parser only scans for its end: as
// <template>s the four screens were parsed into DOM on every load, a snapshot's reopen included.
import { resolve } from 'node:path'
import { createServer, type IndexHtmlTransformContext, type Plugin, type PluginOption } from 'vite'
import type { PrerenderLanguage } from '../src/prerender/home'

const PLACEHOLDER = '<!-- prerendered home screens -->'
const LANGUAGES: PrerenderLanguage[] = ['ru', 'en']
type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>

interface PrerenderModule {
  renderHome: (lang: PrerenderLanguage, messages: object, chrome: boolean) => string
}

/** The id index.html's script looks for: `prerender-ru`, `prerender-en-tg`... */
export const templateId = (lang: string, chrome: boolean) =>
  `prerender-${lang}${chrome ? '-tg' : ''}`

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

/** The screen in its holder; markup that could end or restart a script there is refused. */
export function holder(id: string, html: string): string {
  if (/<\/?script/i.test(html)) throw new Error(`prerendered ${id} contains a script tag`)
  return `<script type="text/html" id="${id}">${html}</script>`
}

function builtCss(bundle: OutputBundle): string {
  return Object.values(bundle)
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => (file.type === 'asset' ? String(file.source) : ''))
    .join('\n')
}

/** Renders the screens through a Vite SSR server with the app's own plugins (same CSS classes). */
async function renderAll(root: string, plugins: () => PluginOption[]): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    appType: 'custom',
    plugins: plugins(),
    resolve: { alias: { '@': resolve(root, 'src'), '@contract': resolve(root, 'contract') } },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const { renderHome } = (await server.ssrLoadModule(
      '/src/prerender/home.tsx',
    )) as PrerenderModule
    const out: string[] = []
    for (const lang of LANGUAGES) {
      const catalog = (await server.ssrLoadModule(`/src/locales/${lang}/messages.po`)) as {
        messages: object
      }
      for (const chrome of [false, true]) {
        // No style attributes: the CSP (style-src 'self') refuses them in parsed markup, with an
        // error on every load; React sets the live ones through the CSSOM, which it allows.
        const html = withoutStyleAttributes(renderHome(lang, catalog.messages, chrome))
        out.push(holder(templateId(lang, chrome), html))
      }
    }
    return out.join('\n    ')
  } finally {
    await server.close()
  }
}

export function prerenderHtml(root: string, plugins: () => PluginOption[]): Plugin {
  return {
    name: 'prerender-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: async (html, ctx) => {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html lacks "${PLACEHOLDER}"`)
        const screens = await renderAll(root, plugins)
        const missing = ctx.bundle ? missingClasses(screens, builtCss(ctx.bundle)) : []
        if (missing.length)
          throw new Error(`prerendered home uses classes the build lacks: ${missing.join(' ')}`)
        return html.replace(PLACEHOLDER, screens)
      },
    },
  }
}
