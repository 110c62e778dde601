// Redirects as the owner meets them: from the CDN settings of a bought domain, a subdomain
// forwarded to another site (the form refusing a loop first) after a preview that names the
// placeholder DNS record coming with it, a second redirect of the same name refused at its field,
// one added offline waiting in the queue without a preview, a removal previewed and then undone
// from the DNS page's change history.
import { creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { availableDomain, uniqueWord } from '../buying/buying-helpers'
import { applyPreview, confirmDialog } from '../domain/domain-steps'

interface Redirects {
  redirects: { source: string; target: string; status_code: number; keep_path: boolean }[]
}
interface Records {
  dns_records: { type: string; name: string; content: string }[]
}

test('a redirect previewed, added, removed and restored by undo; one added offline syncs later', async ({
  page,
  context,
  api,
  user,
  openApp,
}) => {
  test.setTimeout(120_000)
  await creditBalance(user, 300)
  const { domain } = await availableDomain(api, uniqueWord('redir'))
  expect((await api.post('/api/cart/add', { domain })).status).toBe(200)
  expect((await api.post<{ ok: boolean }>('/api/cart/checkout', {})).body.ok).toBe(true)
  const redirects = async () =>
    (await api.get<Redirects>(`/api/user/domains/${domain}/redirects`)).body.redirects
  const records = async () =>
    (await api.get<Records>(`/api/user/domains/${domain}/dns`)).body.dns_records

  await openApp({ path: `/domain/${domain}` })
  await expect(page.getByTestId('domain-status')).toHaveAttribute('data-status', 'active', {
    timeout: 30_000,
  })
  await page.getByTestId('to-cdn-settings').click()
  await page.getByTestId('to-redirects').click()
  await expect(page.getByTestId('redirects-empty')).toHaveText('Перенаправлений пока нет.')

  await page.getByTestId('redirect-add-open').click()
  await page.getByTestId('redirect-source').fill('go')
  await page.getByTestId('redirect-target').fill(`https://go.${domain}/home`)
  await page.getByTestId('redirect-save').click()
  await expect(page.getByText('Адрес ведёт обратно на перенаправляемый адрес')).toBeVisible()

  await page.getByTestId('redirect-target').fill('https://example.org/docs')
  await page.getByTestId('redirect-status').selectOption('302')
  await page.getByTestId('redirect-save').click()
  // The preview names the redirect and its placeholder record; nothing is applied yet.
  const op = (kind: string, action: string) =>
    page.locator(`[data-testid=dns-op][data-kind=${kind}][data-action=${action}]`)
  await expect(op('record', 'add')).toContainText(`AAAA go.${domain} → 100::`)
  await expect(op('redirect', 'add')).toContainText(`302 go.${domain} → https://example.org/docs`)
  expect(await redirects()).toEqual([])
  await applyPreview(page)
  const row = page.locator(`[data-testid=redirect][data-source="go.${domain}"]`)
  await expect(row).toHaveAttribute('data-pending', 'false')
  await expect(row).toContainText('https://example.org/docs')
  await expect(row).toContainText('302')
  await expect(row).toContainText('Путь сохраняется')
  expect(await redirects()).toEqual([
    expect.objectContaining({ source: `go.${domain}`, status_code: 302, keep_path: true }),
  ])
  expect(await records()).toEqual([
    expect.objectContaining({ type: 'AAAA', name: `go.${domain}`, content: '100::' }),
  ])

  // A second redirect of the same name: the server's refusal comes back to the form, at its field.
  await page.getByTestId('redirect-add-open').click()
  await page.getByTestId('redirect-source').fill('go')
  await page.getByTestId('redirect-target').fill('https://example.net')
  await page.getByTestId('redirect-save').click()
  await expect(page.getByTestId('redirect-source-error')).toHaveText(
    'Этот адрес уже перенаправляется. Сначала удалите то перенаправление.',
  )
  await expect(page.getByTestId('redirect-target')).toHaveValue('https://example.net/')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('redirect-form')).toHaveCount(0)

  // Offline, a new redirect waits in the queue, marked, and goes out once the network is back.
  await context.setOffline(true)
  await expect(page.getByTestId('offline-mark')).toBeVisible()
  await page.getByTestId('redirect-add-open').click()
  await page.getByTestId('redirect-source').fill('docs')
  await page.getByTestId('redirect-target').fill('https://example.org/manual')
  await page.getByTestId('redirect-keep-path').uncheck()
  await page.getByTestId('redirect-save').click()
  const queued = page.locator(`[data-testid=redirect][data-source="docs.${domain}"]`)
  await expect(queued).toHaveAttribute('data-pending', 'true')
  await expect(queued.getByTestId('redirect-waiting')).toBeVisible()
  await context.setOffline(false)
  await expect(queued).toHaveAttribute('data-pending', 'false')
  await expect(queued).toContainText('Всегда на этот адрес')
  await expect.poll(async () => (await redirects()).length).toBe(2)

  // Online, a removal is previewed: the redirect and its placeholder go together.
  await row.getByTestId('redirect-delete').click()
  await expect(op('record', 'remove')).toContainText('100::')
  await expect(op('redirect', 'remove')).toContainText(`go.${domain}`)
  await applyPreview(page)
  await expect(page.getByText('Удалено')).toBeVisible()
  await expect(row).toHaveCount(0)
  await expect
    .poll(async () => (await redirects()).map((r) => [r.source, r.keep_path]))
    .toEqual([[`docs.${domain}`, false]])
  expect((await records()).map((r) => r.name)).toEqual([`docs.${domain}`])

  // The DNS page's history names the removal, and undo brings the redirect and its record back.
  await page.goBack()
  await page.getByTestId('to-dns').click()
  const change = page.getByTestId('dns-change').first()
  await expect(change).toContainText(
    `Перенаправление удалено: go.${domain} → https://example.org/docs`,
  )
  await change.getByTestId('dns-undo').click()
  await confirmDialog(page, 'Отменить это изменение?')
  await expect(page.getByText('Изменение отменено')).toBeVisible()
  await expect(change).toHaveAttribute('data-status', 'undone')
  await expect(page.locator(`[data-testid=dns-record][data-name="go.${domain}"]`)).toBeVisible()
  expect((await redirects()).map((r) => [r.source, r.target, r.status_code]).sort()).toEqual([
    [`docs.${domain}`, 'https://example.org/manual', 301],
    [`go.${domain}`, 'https://example.org/docs', 302],
  ])
  expect((await records()).map((r) => `${r.type} ${r.name}`).sort()).toEqual([
    `AAAA docs.${domain}`,
    `AAAA go.${domain}`,
  ])
})
