// The first route's JS (reopen.ts): every script the first screen loads, gzip -9, for the app and
// the two reference apps, and issue 29's goal, the app at most 1.2x the card-stack app. The app is
// printed with and without its fluid backdrop (after `load`, when idle); the goal takes it without.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { cardStackImports } from './card-stack'
import { recordGoal } from './goals'
import { firstRouteScripts } from './reopen-browser'
import { ratio } from './reopen-figures'

/**
 * The fluid backdrop's chunks and its worker: asked for after `load`, when idle, drawn behind a
 * screen that is already on glass; the empty apps have no such decoration.
 */
const BACKDROP = /(^|\/)(fluid-canvas-[\w-]+|static-gradient-[\w-]+|fluid\.worker-[\w-]+)\.js$/

function gzipOf(dist: string, scripts: string[]) {
  const each = scripts.map((file) => ({
    file,
    kb: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000,
  }))
  return { ...sum(each), each }
}

const sum = (each: { kb: number }[]) => ({
  files: each.length,
  kb: each.reduce((a, b) => a + b.kb, 0),
})

/** A page's build and the URL of its first route. */
export interface Built {
  dist: string
  url: string
}

/** Measures and prints the three pages' first-route JS; `listFiles` lists the app's files too. */
export async function compareFirstRouteJs(
  pages: { app: Built; base: Built; stack: Built },
  tmp: string,
  listFiles: boolean,
): Promise<void> {
  const js = async ({ dist, url }: Built, name: string) =>
    gzipOf(dist, await firstRouteScripts(url, join(tmp, `js-${name}`)))
  const appAll = await js(pages.app, 'app')
  const appJs = { ...appAll, ...sum(appAll.each.filter((f) => !BACKDROP.test(f.file))) }
  const baseJs = await js(pages.base, 'base')
  const stackJs = await js(pages.stack, 'stack')
  const size = (x: typeof appJs) => `${x.kb.toFixed(1)} KB (${x.files} files)`
  recordGoal({
    key: 'js',
    where: 'gzip -9',
    figures: `${appJs.kb.toFixed(1)} / ${stackJs.kb.toFixed(1)} KB`,
    ratio: appJs.kb / stackJs.kb,
  })
  if (listFiles)
    console.table(appAll.each.map(({ file, kb }) => ({ file, 'KB gzip': kb.toFixed(1) })))
  console.log(
    `\nJS of the first route, gzip -9; card-stack app = ${cardStackImports().join(', ')}; goal app / card-stack <= 1.20x\n`,
  )
  console.table([
    { page: 'app, with the fluid backdrop', 'JS of the first route': size(appAll), 'app / it': '' },
    {
      page: 'app, the first screen (no backdrop)',
      'JS of the first route': size(appJs),
      'app / it': '',
    },
    {
      page: 'empty React + Router + Query PWA',
      'JS of the first route': size(baseJs),
      'app / it': ratio(appJs.kb, baseJs.kb),
    },
    {
      page: 'card-stack app',
      'JS of the first route': size(stackJs),
      'app / it': ratio(appJs.kb, stackJs.kb),
    },
  ])
}
