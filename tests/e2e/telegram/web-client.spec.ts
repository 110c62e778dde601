// Telegram Web frames the Mini App in an iframe and talks to it with postMessage in both
// directions (core.telegram.org/api/web-events): the same protocol as the mobile proxy, another
// transport. The parent page is served at Telegram Web's own origin.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium'
import { baseUrl } from '../support/env'
import { expect, liveApp, test, type Page } from '../support/fixtures'
import { launchUrl, type LaunchUser } from '../support/launch'

// web.telegram.org is a public origin and the e2e server a loopback one: Chromium's local
// network protection would refuse the frame, which in production both sides being public never
// meets. Only this browser turns it off.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
    ],
  },
})

interface Message {
  eventType: string
  eventData?: unknown
}

/** Opens Telegram Web's page with the app in its frame; what the frame posted up is recorded. */
async function openInTelegramWeb(page: Page, user: LaunchUser) {
  const src = `${baseUrl()}${launchUrl(user)}`
  // Telegram Web's origin, served locally: the app is framed exactly as there.
  await page.route('https://web.telegram.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body style="margin:0"><script>
      window.received = [];
      addEventListener('message', (e) => {
        try { window.received.push(JSON.parse(e.data)) } catch {}
      });
    </script><iframe id="app" style="width:390px;height:800px;border:0" src="${src}"></iframe></body>`,
    }),
  )
  await page.goto('https://web.telegram.org/k/')
  const messages = () =>
    page.evaluate(() => (window as unknown as { received: Message[] }).received)
  const received = async () => (await messages()).map((m) => m.eventType)
  /** Telegram Web's side: an event posted into the frame. */
  const post = (eventType: string, eventData?: unknown) =>
    page.evaluate(
      ([type, data]) => {
        const target = (document.getElementById('app') as HTMLIFrameElement).contentWindow
        target?.postMessage(JSON.stringify({ eventType: type, eventData: data }), '*')
      },
      [eventType, eventData] as const,
    )
  return { frame: page.frameLocator('#app'), messages, received, post }
}

test('inside Telegram Web the app talks to its parent frame with postMessage', async ({
  page,
  user,
}) => {
  const { frame, received, post } = await openInTelegramWeb(page, user)
  await expect.poll(received).toContain('web_app_ready')
  expect(await received()).toContain('web_app_expand')

  await liveApp(frame)
  await expect(frame.getByTestId('tld-table')).toBeVisible()
  await post('theme_changed', { theme_params: { bg_color: '#ffffff' } })
  await expect
    .poll(() => frame.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor))
    .toBe('rgb(255, 255, 255)')
})

test('the frame says it is ready and can be reloaded, and reloads when Telegram Web asks', async ({
  page,
  user,
}) => {
  const { frame, messages, received, post } = await openInTelegramWeb(page, user)
  await expect.poll(received).toContain('iframe_ready')
  const ready = (await messages()).find((m) => m.eventType === 'iframe_ready')
  expect(ready?.eventData).toEqual({ reload_supported: true })
  await liveApp(frame)
  await expect(frame.getByTestId('tld-table')).toBeVisible()
  // Marks this document: a reload replaces it with one that has no mark.
  await frame.locator('html').evaluate((el) => el.setAttribute('data-before-reload', ''))

  await post('reload_iframe')
  await expect.poll(received).toContain('iframe_will_reload')
  await expect
    .poll(async () => (await received()).filter((t) => t === 'web_app_ready').length)
    .toBe(2)
  await liveApp(frame)
  await expect(frame.locator('html[data-before-reload]')).toHaveCount(0)
  await expect(frame.getByTestId('tld-table')).toBeVisible()
})
