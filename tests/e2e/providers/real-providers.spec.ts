// The shop on real provider adapters: its own server process with CDN=cloudflare and
// REGISTRAR=namecom against the local fakes of both APIs. A purchase goes Configuring → Active
// once Cloudflare sees its name servers, every CDN change lands in the fake Cloudflare, and a
// renewal reaches the Name.com fake.
import { expect, test } from '@playwright/test'
import { startCloudflareFake, type CloudflareFake } from '../../fixtures/cloudflare-fake/server'
import { startNameComFake } from '../../fixtures/namecom-fake/server'
import { apiAs, creditBalance } from '../support/api'
import { addWwwRecord, chooseSsl, deleteRecord, openDnsForm } from '../domain/domain-steps'
import { freePort } from '../support/free-port'
import { launchUrl, newUser } from '../support/launch'
import { startServerProcess, type ServerProcess } from '../support/server-process'

/** The Name.com side, kept to this one place: its fake and the variables that point at it. */
async function startRegistrar() {
  const fake = await startNameComFake({ username: 'reseller', token: 'secret-token-123' })
  const env = {
    REGISTRAR: 'namecom',
    NAMECOM_USERNAME: 'reseller',
    NAMECOM_TOKEN: 'secret-token-123',
    NAMECOM_API_URL: fake.url,
  }
  return { env, account: fake.account, close: () => fake.close() }
}

interface SearchAnswer {
  domains: { domain: string; available: boolean }[]
}
interface OwnedDomains {
  domains: { domain: string; status: string }[]
}

let cloudflare: CloudflareFake
let registrar: Awaited<ReturnType<typeof startRegistrar>>
let server: ServerProcess

test.beforeAll(async () => {
  test.setTimeout(150_000)
  cloudflare = await startCloudflareFake()
  registrar = await startRegistrar()
  server = await startServerProcess({
    port: await freePort(8221, 8239),
    env: {
      ...registrar.env,
      CDN: 'cloudflare',
      CF_API_TOKEN: cloudflare.token,
      CF_ACCOUNT_ID: cloudflare.account.accountId,
      CF_API_URL: cloudflare.url,
    },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await registrar?.close()
  await cloudflare?.close()
})

test('buy on Name.com + Cloudflare: Configuring → Active, DNS, SSL strict and DDoS reach Cloudflare, renewal reaches Name.com', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // Cloudflare does not see the name servers until the test says so.
  cloudflare.account.knobs.activateOnCheck = 0
  const user = newUser()
  const api = apiAs(user, server.base)
  await creditBalance(user, 200, 'e2e top-up', server.base)
  const word = `cfe2e${Date.now().toString(36)}`
  const search = await api.post<SearchAnswer>('/api/search', { query: word, currency: 'USD' })
  expect(search.status).toBe(200)
  const domain = search.body.domains.find((d) => d.available)?.domain
  if (!domain) throw new Error(`nothing available for ${word}: ${JSON.stringify(search.body)}`)
  expect((await api.post('/api/cart/add', { domain })).status).toBe(200)
  expect((await api.post<{ ok: boolean }>('/api/cart/checkout', {})).body.ok).toBe(true)

  await expect
    .poll(async () => (await api.get<OwnedDomains>('/api/user/domains')).body.domains[0]?.status)
    .toBe('pending_cf')
  const zone = cloudflare.account.byName(domain)
  if (!zone) throw new Error(`no Cloudflare zone for ${domain}`)
  expect(zone.type).toBe('full')

  await page.goto(`${server.base}${launchUrl(user, { path: `/domain/${domain}` })}`)
  await expect(page.getByTestId('domain-status')).toHaveAttribute('data-status', 'pending_cf')
  for (const ns of zone.name_servers)
    await expect(page.getByTestId('name-servers')).toContainText(ns)
  await expect(page.getByTestId('cdn-managed')).toBeVisible()
  await expect(page.getByTestId('cdn-credentials')).toHaveCount(0)

  cloudflare.account.activate(zone)
  await expect(page.getByTestId('domain-status')).toHaveAttribute('data-status', 'active', {
    timeout: 60_000,
  })

  // SSL: Full (strict), with the warning about Flexible in the sheet.
  await page.getByTestId('to-cdn-settings').click()
  await page.getByTestId('ssl-open').click()
  await expect(page.getByTestId('ssl-flexible-warning')).toContainText('цикл перенаправлений')
  await chooseSsl(page, 'strict')
  await expect(page.getByTestId('ssl-current')).toHaveAttribute('data-mode', 'strict')
  await expect.poll(() => zone.settings.ssl).toBe('strict')

  // DNS: a proxied A record appears in the zone, then goes.
  await openDnsForm(page)
  const row = await addWwwRecord(page, domain)
  expect(zone.records.map((r) => [r.type, r.name, r.content, r.proxied])).toEqual([
    ['A', `www.${domain}`, '192.0.2.44', true],
  ])
  await deleteRecord(page, row)
  await expect(page.getByTestId('dns-empty')).toBeVisible()
  expect(zone.records).toEqual([])

  // DDoS: Under Attack.
  await page.goBack()
  await page.getByTestId('to-ddos').click()
  await page.locator('[data-testid=ddos-option][data-value=under_attack]').click()
  await page.getByRole('dialog').locator('footer button').last().click()
  await expect.poll(() => zone.settings.security_level).toBe('under_attack')

  // Cloudflare down: the DNS screen still opens, from the last records the server read, and says
  // why. Opened on another device (a fresh browser context): this page's own cache was refreshed
  // by the delete a moment ago and would rightly be shown without asking the server.
  cloudflare.account.knobs.down = true
  const device = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } })
  const other = await device.newPage()
  await other.goto(`${server.base}${launchUrl(user, { path: `/domain/${domain}/cloudflare/dns` })}`)
  await expect(other.getByTestId('cdn-unreachable')).toContainText('Сейчас нет связи с CDN')
  await expect(other.getByTestId('dns-empty')).toBeVisible()
  await device.close()
  cloudflare.account.knobs.down = false

  // Renewal for 2 years: Name.com extends the registration by as much, and so does the app.
  const registered = registrar.account.domains.get(domain)
  if (!registered) throw new Error(`Name.com does not hold ${domain}`)
  const expiresBefore = new Date(registered.expireDate)
  await page.goto(`${server.base}${launchUrl(user, { path: `/domain/${domain}/renew` })}`)
  await page.getByTestId('years-plus').click()
  await expect(page.getByTestId('renew-years')).toHaveText('2 года')
  await page.getByTestId('renew-submit').click()
  await expect(page.getByTestId('renew-success')).toContainText('Домен успешно продлён!')
  expect(registrar.account.renewals).toEqual([domain])
  const expected = new Date(expiresBefore)
  expected.setUTCFullYear(expected.getUTCFullYear() + 2)
  expect(new Date(registered.expireDate).toISOString()).toBe(expected.toISOString())
})
