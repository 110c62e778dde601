// The opening the parity specs share: a user with money on the balance buys one available name
// through the cart (the sandbox registers it and makes its zone in the background).
import { creditBalance, type ApiClient } from '../support/api'
import { expect } from '../support/fixtures'
import type { LaunchUser } from '../support/launch'
import { availableDomain, uniqueWord } from '../buying/buying-helpers'

/** Credits `dollars` to `user`, buys a name for a word starting with `prefix`, returns the name. */
export async function buyOneDomain(
  user: LaunchUser,
  api: ApiClient,
  prefix: string,
  dollars = 300,
) {
  await creditBalance(user, dollars)
  const { domain } = await availableDomain(api, uniqueWord(prefix))
  expect((await api.post('/api/cart/add', { domain })).status).toBe(200)
  expect((await api.post<{ ok: boolean }>('/api/cart/checkout', {})).body.ok).toBe(true)
  return domain
}
