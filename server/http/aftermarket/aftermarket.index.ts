import {
  addToAftermarketCart,
  aftermarketCheckout,
  getAftermarketCart,
  listAftermarketDomains,
  removeFromAftermarketCart,
} from '@contract/aftermarket.endpoints'
import type {
  AftermarketCartResponse,
  AftermarketCheckoutResponse,
  AftermarketDomain,
} from '@contract/aftermarket'
import { centsToUsd, formatUsd } from '@contract/money'
import type { Db } from '../../db/client'
import {
  MAX_MARKET_CART_ITEMS,
  addToMarketCart,
  listAvailable,
  readMarketCart,
  removeFromMarketCart,
  type Listing,
} from '../../core/aftermarket/aftermarket'
import { marketCheckout, type MarketCheckoutOutcome } from '../../core/aftermarket/market-checkout'
import { answerHooks } from '../middleware/idempotency'
import type { Router } from '../route'

const present = (l: Listing): AftermarketDomain => ({
  id: l.id,
  domain: l.domain,
  price: centsToUsd(l.priceCents),
  description: l.description,
})

async function cartBody(db: Db, userId: number): Promise<AftermarketCartResponse> {
  const items = await readMarketCart(db, userId)
  return {
    success: true,
    domains: items.map(present),
    total: centsToUsd(items.reduce((s, l) => s + l.priceCents, 0)),
  }
}

const addRefusals = {
  unavailable: 'This domain is no longer on sale.',
  cart_full: `The After Market cart holds at most ${MAX_MARKET_CART_ITEMS} domains.`,
} as const

function presentCheckout(o: MarketCheckoutOutcome): AftermarketCheckoutResponse {
  const new_balance = centsToUsd(o.balanceCents)
  if (o.ok) {
    const names = o.purchased.map((p) => p.domain).join(', ')
    return {
      success: true,
      new_balance,
      message: `Bought: ${names}.`,
      purchased: o.purchased,
      unavailable: [],
      order_id: o.orderId,
      charged: centsToUsd(o.chargedCents),
    }
  }
  const base = { success: false, new_balance, error: o.error, purchased: [] }
  switch (o.error) {
    case 'cart_empty':
      return { ...base, message: 'The After Market cart is empty.', unavailable: [] }
    case 'insufficient_funds':
      return {
        ...base,
        message: `Not enough money on the balance: ${formatUsd(centsToUsd(o.needCents))} needed.`,
        need: centsToUsd(o.needCents),
        unavailable: [],
      }
    case 'unavailable':
      return {
        ...base,
        message: `No longer on sale: ${o.unavailable.map((u) => u.domain).join(', ')}. Nothing was charged.`,
        unavailable: o.unavailable,
      }
  }
}

export function mountAftermarketRoutes(router: Router, { db }: { db: Db }) {
  router
    .mount(listAftermarketDomains, async ({ c }) =>
      c.json({ domains: (await listAvailable(db)).map(present) }),
    )
    .mount(getAftermarketCart, async ({ c }) => c.json(await cartBody(db, c.get('user').tgId)))
    .mount(addToAftermarketCart, async ({ c, body }) => {
      const result = await addToMarketCart(db, c.get('user').tgId, body.domain_id)
      if (result.ok) return c.json({ success: true })
      return c.json({ success: false, error: result.reason, message: addRefusals[result.reason] })
    })
    .mount(removeFromAftermarketCart, async ({ c, body }) => {
      await removeFromMarketCart(db, c.get('user').tgId, body.domain_id)
      return c.json({ success: true })
    })
    .mount(
      aftermarketCheckout,
      async ({ c }) => {
        const hooks = answerHooks(c, presentCheckout)
        return c.json(presentCheckout(await marketCheckout(db, c.get('user').tgId, hooks)))
      },
      { money: true },
    )
}
