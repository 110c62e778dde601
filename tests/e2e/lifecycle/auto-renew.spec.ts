// Auto-renew from the balance: switched on on the domain page, the name renews by itself for a year
// at 7 days before expiry, once, and the history shows it as an auto-renewal.
import { expect, test } from '../support/fixtures'
import { expireIn, messagesTo, ownActiveDomain, runLifecycle } from './lifecycle-helpers'

interface Owned {
  domains: { domain: string; expires_at: string | null }[]
}

test('auto-renew switched on renews at T−7 days', async ({ page, api, user, openApp }) => {
  test.setTimeout(120_000)
  const domain = await ownActiveDomain(api, user, 'autorenew')
  await openApp({ path: `/domain/${domain}` })
  const toggle = page.getByTestId('auto-renew')
  await expect(toggle).not.toBeChecked()
  await toggle.check()
  await expect
    .poll(async () => {
      const res = await api.get<{
        domains: { domain: string; lifecycle?: { auto_renew: boolean } }[]
      }>('/api/user/domains')
      return res.body.domains.find((d) => d.domain === domain)?.lifecycle?.auto_renew
    })
    .toBe(true)

  await expireIn(domain, 8)
  await runLifecycle()
  const before = (await api.get<Owned>('/api/user/domains')).body.domains.find(
    (d) => d.domain === domain,
  )?.expires_at
  await expireIn(domain, 6.9)
  const moved = new Date(
    (await api.get<Owned>('/api/user/domains')).body.domains.find((d) => d.domain === domain)
      ?.expires_at ?? 0,
  )
  expect(before).not.toBeNull()
  await runLifecycle()
  await runLifecycle()

  // The worker renews it: a year past the moved expiry.
  await expect
    .poll(
      async () => {
        const owned = await api.get<Owned>('/api/user/domains')
        const at = owned.body.domains.find((d) => d.domain === domain)?.expires_at
        return at ? new Date(at).getTime() - moved.getTime() : 0
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(360 * 86_400_000)

  await page.goto(`/history${page.url().slice(page.url().indexOf('#'))}`)
  // History words it in the reader's language (the e2e user reads Russian).
  await expect(page.getByText(`Автопродление: ${domain}, 1 год`)).toHaveCount(1)
  // The renewal's chat notice, sent by the next lifecycle run after the renewal settled, once.
  const notices = async () =>
    (await messagesTo(user.id)).filter((m) => /Продление завершено/.test(m.text)).length
  await expect
    .poll(
      async () => {
        await runLifecycle()
        return notices()
      },
      { timeout: 20_000 },
    )
    .toBe(1)
  await runLifecycle()
  expect(await notices()).toBe(1)
})
