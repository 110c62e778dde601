// Steps on a bought domain's screens that more than one spec takes: confirm a sheet's dialog,
// pick an SSL mode, add the proxied A record for www, delete a DNS record (each DNS change online
// shows its preview first, applied here).
import { expect, type Locator, type Page } from '@playwright/test'

/** Presses the confirming (last) button of the dialog with that title. */
export async function confirmDialog(page: Page, name: string) {
  await page.getByRole('dialog', { name }).locator('footer button').last().click()
}

/** Picks an SSL mode in the open SSL sheet and confirms it. */
export async function chooseSsl(page: Page, mode: string) {
  await page.locator(`[data-testid=ssl-option][data-value=${mode}]`).click()
  await confirmDialog(page, 'Изменить режим SSL?')
}

/** Opens the DNS screen (still empty) and its add form. */
export async function openDnsForm(page: Page) {
  await page.getByTestId('to-dns').click()
  await expect(page.getByTestId('dns-empty')).toBeVisible()
  await page.getByTestId('dns-add-open').click()
}

/** Fills and saves a proxied A record www -> 192.0.2.44; returns its row once it is saved. */
export async function addWwwRecord(page: Page, domain: string): Promise<Locator> {
  await page.getByTestId('dns-name').fill('www')
  await page.getByTestId('dns-content').fill('192.0.2.44')
  await page.getByTestId('dns-proxy').check()
  await page.getByTestId('dns-save').click()
  await applyPreview(page)
  const row = page.locator(`[data-testid=dns-record][data-name="www.${domain}"]`)
  await expect(row).toHaveAttribute('data-pending', 'false')
  return row
}

/** Deletes the record of that row after its preview. */
export async function deleteRecord(page: Page, row: Locator) {
  await row.getByTestId('dns-delete').click()
  await expect(page.locator('[data-testid=dns-op][data-action=remove]')).toHaveCount(1)
  await applyPreview(page)
}

/** Applies the open DNS change preview once it is computed. */
export async function applyPreview(page: Page) {
  const apply = page.getByTestId('dns-apply')
  await expect(apply).toBeEnabled()
  await apply.click()
  await expect(page.getByTestId('dns-preview')).toHaveCount(0)
}
