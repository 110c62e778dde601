// A DNS record added with no network: it waits in the queue, marked, goes out once the network is
// back, and is then a change in the history like one made online, which Undo takes back.
import { expect, test } from '../support/fixtures'
import { seedBuyer } from '../a11y/screens'
import { confirmDialog } from './domain-steps'

interface Listed {
  dns_records: { type: string; name: string; content: string }[]
}

test('a record added offline is applied once online, kept in the history and undone', async ({
  page,
  context,
  user,
  api,
  openApp,
}) => {
  test.setTimeout(120_000)
  const { domain } = await seedBuyer(user, api)
  const records = async () =>
    (await api.get<Listed>(`/api/user/domains/${domain}/dns`)).body.dns_records
  await openApp({ path: `/domain/${domain}/cloudflare/dns` })
  await expect(page.getByTestId('dns-history-empty')).toBeVisible()

  await context.setOffline(true)
  await expect(page.getByTestId('offline-mark')).toBeVisible()
  await page.getByTestId('dns-add-open').click()
  await page.getByTestId('dns-name').fill('www')
  await page.getByTestId('dns-content').fill('192.0.2.44')
  await page.getByTestId('dns-save').click()
  // No preview offline: the record waits, marked, and nothing reached the server yet.
  await expect(page.getByTestId('dns-waiting')).toHaveCount(1)
  await expect(page.getByTestId('dns-preview')).toHaveCount(0)

  await context.setOffline(false)
  const row = page.locator(`[data-testid=dns-record][data-name="www.${domain}"]`)
  await expect(row).toContainText('192.0.2.44')
  await expect(page.getByTestId('dns-waiting')).toHaveCount(0)
  await expect.poll(async () => (await records()).map((r) => r.content)).toEqual(['192.0.2.44'])

  const change = page.getByTestId('dns-change')
  await expect(change).toHaveCount(1)
  await expect(change).toContainText('Запись добавлена')
  await change.getByTestId('dns-undo').click()
  await confirmDialog(page, 'Отменить это изменение?')
  await expect(page.getByText('Изменение отменено')).toBeVisible()
  await expect(change).toHaveAttribute('data-status', 'undone')
  await expect(row).toHaveCount(0)
  await expect(page.getByTestId('dns-empty')).toBeVisible()
  expect(await records()).toEqual([])
})
