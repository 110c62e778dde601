// Telegram Web frames the Mini App in an iframe and talks to it with postMessage in both
// directions (core.telegram.org/api/web-events): the same protocol as the mobile proxy, another
// transport. The parent page is served at Telegram Web's own origin.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium'
import { baseUrl } from '../support/env'
import { expect, liveApp, test } from '../support/fixtures'
import { launchUrl } from '../support/launch'

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

test('inside Telegram Web the app talks to its parent frame with postMessage', async ({
  page,
  user,
}) => {
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
  const received = () =>
    page.evaluate(() =>
      (window as unknown as { received: { eventType: string }[] }).received.map((m) => m.eventType),
    )
  await expect.poll(received).toContain('web_app_ready')
  expect(await received()).toContain('web_app_expand')

  const frame = page.frameLocator('#app')
  await liveApp(frame)
  await expect(frame.getByTestId('tld-table')).toBeVisible()
  await page.evaluate(() => {
    const target = (document.getElementById('app') as HTMLIFrameElement).contentWindow
    target?.postMessage(
      JSON.stringify({
        eventType: 'theme_changed',
        eventData: { theme_params: { bg_color: '#ffffff' } },
      }),
      '*',
    )
  })
  await expect
    .poll(() => frame.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor))
    .toBe('rgb(255, 255, 255)')
})
