// What index.html's inline snapshot scripts need from the build (vite.config.ts plugins): the build
// id in a <meta> ahead of them, so the scripts stay the same in every build (their CSP hashes do
// not change), and the stylesheet's fetch started ahead of the script in <head>, which prepares
// the snapshot while the stylesheet loads instead of after it.
import type { HtmlTagDescriptor, Plugin } from 'vite'

/** `<link rel="preload" as="style">` for each stylesheet the built page links. */
export function stylesheetPreloads(html: string): HtmlTagDescriptor[] {
  const links = html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)
  return [...links].flatMap(([link]) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1]
    if (!href) return []
    const attrs = { rel: 'preload', as: 'style', href, crossorigin: /\bcrossorigin\b/.test(link) }
    return [{ tag: 'link', attrs, injectTo: 'head-prepend' as const }]
  })
}

export function snapshotHtml(buildId: string): Plugin {
  return {
    name: 'snapshot-html',
    transformIndexHtml: {
      // After Vite has linked the stylesheet.
      order: 'post',
      handler: (html) => [
        ...stylesheetPreloads(html),
        { tag: 'meta', attrs: { name: 'build-id', content: buildId }, injectTo: 'head-prepend' },
      ],
    },
  }
}
