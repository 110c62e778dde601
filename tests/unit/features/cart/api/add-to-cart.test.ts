import { describe, expect, it } from 'vitest'
import { withItem } from '@/features/cart/api/add-to-cart'
import { withoutItem } from '@/features/cart/api/remove-from-cart'

describe('optimistic cart updates', () => {
  const cart = { items: [{ domain: 'a.com', price: 10.48, renewal_price: 12.98 }], total: 10.48 }

  it('adds a row and sums the total in cents (no float drift)', () => {
    const next = withItem(cart, { domain: 'b.ai', price: 58.42, renewal_price: 58.42 })
    expect(next?.items.map((i) => i.domain)).toEqual(['a.com', 'b.ai'])
    expect(next?.total).toBe(68.9)
    const thrice = withItem(
      withItem(withItem(undefined, { domain: 'x.com', price: 0.1, renewal_price: 1 }), {
        domain: 'y.com',
        price: 0.2,
        renewal_price: 1,
      }),
      { domain: 'z.com', price: 0.7, renewal_price: 1 },
    )
    expect(thrice?.total).toBe(1)
  })

  it('does not add a name twice', () => {
    expect(withItem(cart, { domain: 'a.com', price: 10.48, renewal_price: 12.98 })).toBe(cart)
  })

  it('removes a row and recomputes the total', () => {
    expect(withoutItem(cart, 'a.com')).toEqual({ items: [], total: 0 })
    expect(withoutItem(cart, 'zzz.com')).toEqual(cart)
    expect(withoutItem(undefined, 'a.com')).toBeUndefined()
  })
})
