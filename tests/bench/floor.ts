// The reopen benchmark's floor: the screen the app paints on a reopen, written out as a static page
// with no script at all and its stylesheet inline, served and reopened like the baseline. It is the
// least any way of loading could cost to show that screen, so it tells how much of the app's figure
// is its loading (the app against the floor) and how much is the screen itself, which the spec sets
// (the floor against the baseline's bare table).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { files, precachingServiceWorker } from './precache-worker'

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * Writes index.html and sw.js into `outDir` from the snapshot record the app kept in localStorage
 * (src/lib/snapshot/store.ts) and the stylesheet its build in `appDist` links; the page is the one
 * index.html's inline script builds from that record (its inline sizes applied, the theme on
 * <html>). Throws when the record holds no home screen.
 */
export function writeFloor(outDir: string, appDist: string, snapshotRecord: string): void {
  const record = JSON.parse(snapshotRecord) as {
    lang: string
    style: string
    pages: Record<string, string>
  }
  const home = record.pages['/']
  if (typeof home !== 'string') throw new Error('the kept snapshot has no home screen')
  const appHtml = readFileSync(join(appDist, 'index.html'), 'utf8')
  const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(appHtml)?.[1]
  if (!href) throw new Error("no stylesheet in the app's index.html")
  const css = readFileSync(join(appDist, href), 'utf8')
  const markup = home.replace(/data-snapshot-style="/g, 'style="')
  mkdirSync(outDir, { recursive: true })
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html>
<html lang="${escapeAttribute(record.lang)}" style="${escapeAttribute(record.style)}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>floor</title>
<style>${css}</style>
</head>
<body><div id="snapshot" inert>${markup}</div><div id="root"></div></body>
</html>
`,
  )
  writeFileSync(join(outDir, 'sw.js'), precachingServiceWorker(files(outDir)))
}

/** The floor page has no script: its first visit registers the service worker from outside. */
export const registerFloorWorker = `navigator.serviceWorker.register('/sw.js').then(() => true)`
