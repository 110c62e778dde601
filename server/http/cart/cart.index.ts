import { addToCart, checkoutCart, getCart, removeFromCart } from '@contract/cart.endpoints'
import type { CartResponse, CheckoutResponse } from '@contract/cart'
import { centsToUsd } from '@contract/money'
import type { Db } from '../../db/client'
import {
  addToCart as add,
  readCart,
  removeFromCart as remove,
  MAX_CART_ITEMS,
} from '../../core/cart/cart'
import { checkout, type CheckoutOutcome } from '../../core/cart/checkout'
import type { Providers } from '../../providers/types'
import { askingRegistrar } from '../catalog/registrar-errors'
import { HttpError, badRequest } from '../errors'
import { answerHooks } from '../middleware/idempotency'
import type { Router } from '../route'
import type { MaintenanceReader } from '../../core/maintenance/maintenance'

async function cartBody(db: Db, userId: number): Promise<CartResponse> {
  const items = await readCart(db, userId)
  return {
    items: items.map((i) => ({
      domain: i.domain,
      price: centsToUsd(i.priceCents),
      renewal_price: centsToUsd(i.renewalCents),
    })),
    total: centsToUsd(items.reduce((s, i) => s + i.priceCents, 0)),
  }
}

const checkoutMessages = {
  insufficient_funds: 'Not enough money on the balance for this cart.',
  cart_empty: 'The cart is empty.',
  nothing_available: 'None of the domains in the cart can be bought any more.',
} as const

function presentCheckout(o: CheckoutOutcome): CheckoutResponse {
  const base = { failed: o.failed, balance: centsToUsd(o.balanceCents) }
  if (o.ok) {
    return {
      ok: true,
      ...base,
      purchased: o.purchased.map((domain) => ({ domain })),
      order_id: o.orderId,
      charged: centsToUsd(o.chargedCents),
    }
  }
  const message = o.error === 'maintenance' ? o.message : checkoutMessages[o.error]
  const need = o.error === 'insufficient_funds' ? { need: centsToUsd(o.needCents) } : {}
  return { ok: false, ...base, purchased: [], error: o.error, message, ...need }
}

export function mountCartRoutes(
  router: Router,
  {
    db,
    providers,
    maintenance,
  }: {
    db: Db
    providers: Providers
    /** The flags the maintenance gate reads: a checkout asks for the buy switch again. */
    maintenance: MaintenanceReader
  },
) {
  const buySwitch = async () => (await maintenance.get()).buy
  router
    .mount(getCart, async ({ c }) => c.json(await cartBody(db, c.get('user').tgId)))
    .mount(addToCart, async ({ c, body }) => {
      const userId = c.get('user').tgId
      const result = await askingRegistrar(() => add(db, providers.registrar, userId, body.domain))
      if (!result.ok) {
        switch (result.reason) {
          case 'not_sold':
            throw badRequest('domain', `${body.domain} is not under a domain zone we sell`)
          case 'owned_by_you':
            throw new HttpError(409, 'domain_owned', `You already own ${body.domain}`, 'domain')
          case 'cart_full':
            throw new HttpError(
              409,
              'cart_full',
              `The cart holds at most ${MAX_CART_ITEMS} domains`,
            )
          case 'taken':
            throw new HttpError(
              409,
              'domain_unavailable',
              `${body.domain} is already taken`,
              'domain',
            )
        }
      }
      return c.json(await cartBody(db, userId))
    })
    .mount(removeFromCart, async ({ c, body }) => {
      const userId = c.get('user').tgId
      await remove(db, userId, body.domain)
      return c.json(await cartBody(db, userId))
    })
    .mount(
      checkoutCart,
      async ({ c }) => {
        const hooks = answerHooks(c, presentCheckout)
        const outcome = await askingRegistrar(() =>
          checkout(db, providers.registrar, c.get('user').tgId, hooks, buySwitch),
        )
        return c.json(presentCheckout(outcome))
      },
      { money: true },
    )
}
