// How the reopen benchmark drives Chromium: one persistent profile per (app, service worker or
// not), an online first visit, then reopens with the network cut and the CPU slowed, either as a
// new tab of a running browser or as a new browser process on the same --user-data-dir.
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium'
import { CONTENT_MESSAGE, TAKEOVER_MESSAGE, WATCH_CONTENT } from './reopen-watch'

export const CPU_SLOWDOWN = 4

export interface Profile {
  name: string
  dir: string
  url: string
  serviceWorker: boolean
  /** A page with no script (the floor): nothing ever takes its painted copy over. */
  scriptless?: boolean
  /** Resolves true once the first visit left what a reopen needs (cache written). */
  stored: (page: Page) => Promise<boolean>
}

async function launch(profile: Profile): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile.dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    serviceWorkers: profile.serviceWorker ? 'allow' : 'block',
  })
}

async function poll(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** The one online visit: content shown, cache written, service worker in control. */
export async function firstVisit(profile: Profile): Promise<void> {
  const context = await launch(profile)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(profile.url)
    await page.locator('[data-testid="tld-row"]').first().waitFor()
    await poll(() => profile.stored(page), `${profile.name}: the cache`)
    if (profile.serviceWorker) {
      await poll(
        () => page.evaluate(() => navigator.serviceWorker.controller !== null),
        `${profile.name}: the service worker`,
      )
    }
  } finally {
    await context.close()
  }
}

/**
 * With a service worker the whole network is cut; without one (Telegram iOS) only the API is, per
 * page in reopenIn. Not with Playwright's routing: any route turns the HTTP cache off for the whole
 * context, so every script came from the network on each reopen (and V8 had no code cache for it),
 * which Telegram's WebView never does; it cost the app, with more and bigger files, more than the
 * baseline, and kept the cold relaunch without a service worker at 1x.
 */
async function cutNetwork(context: BrowserContext, profile: Profile) {
  if (profile.serviceWorker) await context.setOffline(true)
  await context.addInitScript(WATCH_CONTENT)
}

/**
 * Milliseconds from navigation start to the content's frame, to the document's creation, to that
 * frame on the screen (NaN when the browser's first contentful paint was an earlier frame), and to
 * the takeover's frame (NaN for a page with no script, or none within the time limit).
 */
export interface Reopen {
  ms: number
  documentAt: number
  presentedAt: number
  takeoverAt: number
}

const TAKEOVER_LIMIT_MS = 30_000

async function reopenIn(page: Page, profile: Profile): Promise<Reopen> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  if (!profile.serviceWorker) {
    await cdp.send('Network.enable')
    await cdp.send('Network.setBlockedURLs', { urls: ['*/api/*'] })
  }
  const shown = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(CONTENT_MESSAGE),
    timeout: 60_000,
  })
  const takenOver = profile.scriptless
    ? Promise.resolve(NaN)
    : page
        .waitForEvent('console', {
          predicate: (message) => message.text().startsWith(TAKEOVER_MESSAGE),
          timeout: TAKEOVER_LIMIT_MS,
        })
        .then(
          (message) => Number(message.text().split(' ')[1]),
          () => NaN,
        )
  await page.goto(profile.url, { waitUntil: 'commit' })
  const [, ms, documentAt, presentedAt] = (await shown).text().split(' ').map(Number)
  return {
    ms: ms ?? NaN,
    documentAt: documentAt ?? NaN,
    presentedAt: presentedAt ?? NaN,
    takeoverAt: await takenOver,
  }
}

/** A running browser per profile; each reopen is a new tab, closed afterwards. */
export async function openTabs(profiles: Profile[]) {
  const contexts = new Map<Profile, BrowserContext>()
  for (const profile of profiles) {
    const context = await launch(profile)
    await cutNetwork(context, profile)
    contexts.set(profile, context)
  }
  return {
    async reopen(profile: Profile): Promise<Reopen> {
      const context = contexts.get(profile)
      if (!context) throw new Error(`no browser for ${profile.name}`)
      const page = await context.newPage()
      try {
        return await reopenIn(page, profile)
      } finally {
        await page.close()
      }
    },
    async close() {
      for (const context of contexts.values()) await context.close()
    },
  }
}

/** A cold relaunch: a new browser process on the profile, its first tab opening the app. */
export async function relaunch(profile: Profile): Promise<Reopen> {
  const context = await launch(profile)
  try {
    await cutNetwork(context, profile)
    const page = context.pages()[0] ?? (await context.newPage())
    return await reopenIn(page, profile)
  } finally {
    await context.close()
  }
}

/** Every script the first route loads (SW blocked, so each is a network response). */
export async function firstRouteScripts(url: string, dir: string): Promise<string[]> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    serviceWorkers: 'block',
  })
  const scripts = new Set<string>()
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname
      if (path.endsWith('.js') && path !== '/sw.js') scripts.add(path)
    })
    await page.goto(url)
    await page.locator('[data-testid="tld-row"]').first().waitFor()
    await page.waitForLoadState('networkidle')
  } finally {
    await context.close()
  }
  return [...scripts]
}
