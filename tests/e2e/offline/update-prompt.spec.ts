// A new version of the app waits until the user agrees: one prompt, and accepting it activates the
// waiting service worker and reloads into it. The app is served from a copy of the build by the
// server's own static handler, so the next version can be published (sw.js changed) mid-test
// without touching dist/. The page's side is workbox-window's (src/lib/offline/service-worker.ts).
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { precompress } from '../../../scripts/precompress'
import { fileURLToPath } from 'node:url'
import type { AppEnv } from '../../../server/http/env'
import { serveApp } from '../../../server/http/static'
import { SKIP_WAITING } from '../../../sw/rules'
import { expect, test } from '../support/fixtures'
import { waitForServiceWorker } from './offline-helpers'

let dir = ''
let server: ServerType | undefined
let base = ''

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sw-update-'))
  cpSync(fileURLToPath(new URL('../../../dist/', import.meta.url)), dir, { recursive: true })
  const app = new Hono<AppEnv>()
  serveApp(app, dir)
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`
      resolve()
    })
  })
})

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  rmSync(dir, { recursive: true, force: true })
})

test('a waiting new version shows one prompt; accepting it reloads into the new version', async ({
  page,
}) => {
  await page.goto(`${base}/access-denied`)
  await waitForServiceWorker(page)
  const prompt = page.getByTestId('update-prompt')
  await expect(prompt).toHaveCount(0)

  // The next build is published: its service worker differs (and so do its precompressed twins,
  // which the server prefers when the browser accepts them).
  appendFileSync(join(dir, 'sw.js'), '\n// next version\n')
  precompress(dir)
  const updated = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration()
      await reg?.update()
      return Boolean(reg?.waiting)
    })
  await expect.poll(updated).toBe(true)
  // It waits for consent: the user is asked once, the old version keeps the page meanwhile.
  await expect(prompt).toHaveCount(1)
  await expect(prompt).toContainText('Доступна новая версия')

  const reloaded = page.waitForEvent('load')
  await prompt.getByRole('button', { name: 'Обновить' }).click()
  await reloaded
  await expect(page.getByTestId('update-prompt')).toHaveCount(0)
  const waitingAfter = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
  )
  expect(waitingAfter).toBeNull()
})

test('the built app registers through workbox-window, in a file of its own loaded on demand', () => {
  const scripts = readdirSync('dist/assets').filter((file) => file.endsWith('.js'))
  const read = (file: string) => readFileSync(`dist/assets/${file}`, 'utf8')
  // workbox-window stamps its code with its name and version.
  const found = scripts.filter((file) => read(file).includes('workbox:window:'))
  expect(found).toHaveLength(1)
  const chunk = found[0] as string
  // The message its messageSkipWaiting posts, which sw/sw.ts answers with skipWaiting().
  expect(read(chunk)).toMatch(new RegExp(`\\{type:["'\`]${SKIP_WAITING}["'\`]\\}`))
  // Only ever import()ed, after `load`: never a static import, never preloaded with the first route.
  const staticImport = new RegExp(`\\bimport\\s*(?:[\\w$\\s{},*]+from\\s*)?["'\`]\\./${chunk}`)
  expect(scripts.filter((file) => staticImport.test(read(file)))).toEqual([])
  expect(readFileSync('dist/index.html', 'utf8')).not.toContain(chunk)
  expect(scripts.some((file) => file !== chunk && read(file).includes(`./${chunk}`))).toBe(true)
})
