// What opening the home screen costs in scripts (issue 11): the entry, which imports nothing of the
// app before the snapshot's frame; the app in one chunk and the home screen in another; the active
// language's catalog and never the other; nothing of screens the user did not open (the DNS record
// rules, the admin console); zod/mini, never classic zod; React's own runtime, not Preact's. No
// service worker: every script is a network response.
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '../support/fixtures'

test.use({ serviceWorkers: 'block' })

const read = (file: string) => readFileSync(`dist/${file}`, 'utf8')

/** Files a script imports statically (`import ... from "./x.js"`), not with `import()`. */
function staticImports(file: string): string[] {
  const found = read(file).matchAll(/\bimport\s*(?:[\w$\s{},*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)
  return [...found].map((m) => `assets/${m[1]}`)
}

/** Every script the page asks for from now on, as `assets/<file>.js`. */
function scriptsRequested(page: Page): Set<string> {
  const scripts = new Set<string>()
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname
    if (path.endsWith('.js')) scripts.add(path.slice(1))
  })
  return scripts
}

const isCatalog = (file: string) => /\/messages-[\w-]+\.js$/.test(file)
const AFTER_LOAD =
  /\/(workbox-window[\w.-]*|fluid-canvas-[\w-]+|static-gradient-[\w-]+|fluid\.worker-[\w-]+)\.js$/

test("the entry runs before the snapshot's frame without loading the app", () => {
  const html = readFileSync('dist/index.html', 'utf8')
  const entry = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(entry, 'dist/index.html loads an entry script').toBeTruthy()
  const preloaded = [...html.matchAll(/rel="modulepreload"[^>]+href="\/(assets\/[^"]+)"/g)]
  const seen = new Set<string>()
  const queue = [entry as string, ...preloaded.map((m) => m[1] as string)]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...staticImports(file))
  }
  const bytes = [...seen].reduce((n, file) => n + read(file).length, 0)
  expect(bytes, `the entry and what it loads at once: ${[...seen].join(', ')}`).toBeLessThan(8_000)
})

test('the home screen loads one catalog, a few files, and no other screen', async ({
  page,
  openApp,
}) => {
  const scripts = scriptsRequested(page)
  // Blocked service workers (as here) must cost nothing: no error from the registration either.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.clock.install()
  await openApp()
  await expect(page.getByTestId('tld-row').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Well past the idle delay after which the other catalog used to be fetched.
  await page.clock.runFor(60_000)
  await page.waitForLoadState('networkidle')
  const files = [...scripts]
  expect(errors).toEqual([])
  expect(files.filter(isCatalog)).toHaveLength(1)
  // What paints the first screen stays a few files; after `load` come the update prompt's
  // workbox-window and, when idle, the fluid backdrop (its chunks and its worker), none of which the
  // screen waits for.
  const paint = files.filter((f) => !AFTER_LOAD.test(f))
  expect(paint.length, paint.join(', ')).toBeLessThanOrEqual(10)
  expect(files.length - paint.length, files.join(', ')).toBeLessThanOrEqual(4)
  const code = files.map(read).join('\n')
  expect(code, 'the DNS record rules').not.toContain('SMIMEA')
  expect(code, 'the admin statistics screen').not.toContain('admin-stats')
  // The contract's own schemas check answers and stored queries here, written with zod/mini; the
  // classic API, every method on every schema, stays out.
  expect(code, 'zod/mini').toMatch(/["'`]ZodMiniString["'`]/)
  expect(code, 'classic zod').not.toMatch(/["'`]ZodString["'`]/)
  // React and react-dom render the app (DESIGN.md), never a stand-in: react-dom's production errors
  // point at react.dev; Preact's runtime marks its nodes with Symbol.for('pv').
  expect(code, "react-dom's runtime").toContain('react.dev/errors')
  expect(code, "Preact's runtime").not.toMatch(/Symbol\.for\(["'`]pv["'`]\)/)
})

test('another screen waits for the rest of the catalog: never an untranslated text on it', async ({
  page,
  openApp,
}) => {
  const scripts = scriptsRequested(page)
  const catalogs = () => [...scripts].filter(isCatalog).length
  // Records whether the profile's "Язык" row ever read as its source text or as its bare message id
  // (what a production build shows for a message missing from the loaded catalog).
  const untranslated = ['Language', generateMessageId('Language')]
  await page.addInitScript((texts: string[]) => {
    const w = window as unknown as { untranslatedSeen: boolean }
    w.untranslatedSeen = false
    new MutationObserver(() => {
      const shown = document.body?.innerText ?? ''
      if (texts.some((text) => shown.includes(text))) w.untranslatedSeen = true
    }).observe(document, { subtree: true, childList: true, characterData: true })
  }, untranslated)
  await openApp()
  await expect(page.getByTestId('tld-row').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(catalogs(), 'only the first part on the home screen').toBe(1)
  await page.getByTestId('tab-profile').click()
  await expect(page.getByTestId('language-row')).toContainText('Язык')
  expect(catalogs(), 'the rest of the same language').toBe(2)
  expect(
    await page.evaluate(
      () => (window as unknown as { untranslatedSeen: boolean }).untranslatedSeen,
    ),
  ).toBe(false)
})
