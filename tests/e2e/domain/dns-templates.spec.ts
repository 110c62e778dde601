// DNS templates as an owner meets them: a service picked, its preview naming the records it
// replaces, applied, then undone from the history, leaving the zone's records exactly as before.
import { expect, test } from '../support/fixtures'
import { seedBuyer } from '../a11y/screens'
import { applyPreview } from './domain-steps'

interface Listed {
  dns_records: { type: string; name: string; content: string; proxy_status: string }[]
}

test('a template applied with its preview, then undone, leaves the records exactly as before', async ({
  page,
  user,
  api,
  openApp,
}) => {
  test.setTimeout(120_000)
  const { domain } = await seedBuyer(user, api)
  const path = `/api/user/domains/${domain}/dns`
  for (const [type, name, content] of [
    ['A', '@', '192.0.2.10'],
    ['TXT', '@', 'hello'],
  ])
    expect((await api.post(path, { type, name, content })).status).toBe(200)
  const records = async () =>
    (await api.get<Listed>(path)).body.dns_records
      .map(({ type, name, content, proxy_status }) => [type, name, content, proxy_status].join(' '))
      .sort()
  const before = await records()

  await openApp({ path: `/domain/${domain}/cloudflare/dns` })
  await expect(page.getByTestId('dns-record')).toHaveCount(2)
  // The two records came through the one write path, so each is a change in the history already.
  await expect(page.getByTestId('dns-change')).toHaveCount(2)
  await page.getByTestId('dns-templates-open').click()
  await page.locator('[data-testid=dns-template][data-value=github-pages]').click()
  await page.getByTestId('dns-template-preview').click()
  await expect(page.getByTestId('dns-template-target')).toHaveAttribute('aria-invalid', 'true')
  await page.getByTestId('dns-template-target').fill('octocat')
  await page.getByTestId('dns-template-preview').click()

  // The preview names the root address it replaces before anything is applied.
  const conflict = page.locator('[data-testid=dns-conflict][data-reason=address]')
  await expect(conflict).toContainText('192.0.2.10')
  await expect(conflict).toContainText('шаблон заменяет адреса')
  await expect(page.locator('[data-testid=dns-op][data-action=update]')).toHaveCount(1)
  await expect(page.locator('[data-testid=dns-op][data-action=add]')).toHaveCount(8)
  expect(await records()).toEqual(before)
  await applyPreview(page)
  await expect(page.getByText('Шаблон применён')).toBeVisible()
  await expect(page.locator(`[data-testid=dns-record][data-name="www.${domain}"]`)).toContainText(
    'octocat.github.io',
  )
  await expect(page.getByTestId('dns-record')).toHaveCount(10)
  expect(await records()).not.toEqual(before)

  const change = page.getByTestId('dns-change').first()
  await expect(change).toContainText('Шаблон: GitHub Pages')
  await change.getByTestId('dns-undo').click()
  await page
    .getByRole('dialog', { name: 'Отменить это изменение?' })
    .locator('footer button')
    .last()
    .click()
  await expect(page.getByText('Изменение отменено')).toBeVisible()
  await expect(change).toHaveAttribute('data-status', 'undone')
  await expect(page.getByTestId('dns-record')).toHaveCount(2)
  expect(await records()).toEqual(before)
  await expect(change.getByTestId('dns-undo')).toHaveCount(0)
})
