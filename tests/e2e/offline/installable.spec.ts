// The installable app: the built service worker precaches the shell and every screen's code, the
// manifest has what browsers require, and the installed app opens outside Telegram (the admins'
// console) and still starts with the network gone.
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { E2E_ADMIN_TOKEN } from '../support/env'
import { expect, test } from '../support/fixtures'
import { waitForServiceWorker } from './offline-helpers'

const dist = fileURLToPath(new URL('../../../dist/', import.meta.url))

/** The URLs injectManifest wrote into the built service worker. */
function precachedUrls(): string[] {
  const sw = readFileSync(`${dist}sw.js`, 'utf8')
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '')
}

test('the built service worker precaches the shell, every script and style, the manifest and icons', () => {
  const urls = precachedUrls()
  expect(urls).toContain('index.html')
  expect(urls).toContain('manifest.webmanifest')
  for (const icon of ['icon-192.png', 'icon-512.png', 'maskable-512.png'])
    expect(urls).toContain(`icons/${icon}`)
  // Every chunk, so a screen never opened online still opens offline.
  const assets = readdirSync(`${dist}assets`).filter((f) => /\.(js|css)$/.test(f))
  expect(assets.length).toBeGreaterThan(0)
  for (const file of assets) expect(urls).toContain(`assets/${file}`)
  // What the shell itself loads first.
  const html = readFileSync(`${dist}index.html`, 'utf8')
  const referenced = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  )
  expect(referenced.length).toBeGreaterThan(1)
  for (const path of referenced) expect(urls).toContain(path)
})

function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}

test('the web app manifest makes the app installable', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest')
  expect(res.ok()).toBe(true)
  const manifest = (await res.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    theme_color: string
    background_color: string
    icons: Array<{ src: string; sizes: string; purpose?: string }>
  }
  expect(manifest.name).toBeTruthy()
  expect(manifest.short_name).toBeTruthy()
  expect(manifest.display).toBe('standalone')
  expect(manifest.start_url).toMatch(/^\//)
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
  const wanted: Array<[string, string]> = [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]
  for (const [sizes, purpose] of wanted) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose)
    expect(icon, `${sizes} ${purpose}`).toBeDefined()
    const png = await request.get(icon?.src ?? '')
    expect(png.headers()['content-type']).toContain('image/png')
    const side = Number(sizes.split('x')[0])
    expect(pngSize(await png.body())).toEqual([side, side])
  }
})

test('the installed app opens the admin console outside Telegram, and its shell starts offline', async ({
  page,
  context,
}) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    start_url: string
  }
  // No launch hash: this is the standalone app, not Telegram.
  await page.goto(manifest.start_url)
  const signIn = page.getByTestId('admin-sign-in')
  await expect(signIn).toBeVisible()
  await signIn.getByLabel('Токен администратора').fill(E2E_ADMIN_TOKEN)
  await signIn.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByTestId('admin-layout')).toBeVisible()

  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.goto('/admin/users')
  // The page is the app (from the precache), not the browser's offline error.
  await expect(page.locator('#root')).not.toBeEmpty()
  await expect(page).toHaveTitle('Домены')
})
