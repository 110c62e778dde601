import { getDomainPrices, searchDomains, suggestDomains } from '@contract/catalog.endpoints'
import { centsToUsd } from '@contract/money'
import type { Db } from '../../db/client'
import { createPriceBookReader } from '../../core/catalog/price-book-cache'
import { searchDomains as search } from '../../core/catalog/search'
import { suggestDomains as suggest } from '../../core/catalog/suggestions'
import type { Providers } from '../../providers/types'
import { PUBLIC_FOR_A_MINUTE } from '../middleware/transport-policy'
import type { Router } from '../route'
import { askingRegistrar } from './registrar-errors'

export function mountCatalogRoutes(
  router: Router,
  { db, providers }: { db: Db; providers: Providers },
) {
  const prices = createPriceBookReader(db)
  router
    .mount(getDomainPrices, async ({ c }) => {
      const book = await prices.get()
      c.header('Cache-Control', PUBLIC_FOR_A_MINUTE)
      return c.json({
        domain_prices: book.tlds.map((t) => ({
          domain: t.tld,
          price: centsToUsd(t.priceCents),
          renewal: centsToUsd(t.renewalCents),
        })),
      })
    })
    .mount(searchDomains, async ({ c, body }) => {
      const book = await prices.get()
      const hits = await askingRegistrar(() =>
        search(db, providers.registrar, body.query, { book }),
      )
      return c.json({
        domains: hits.map((h) => {
          const price = centsToUsd(h.priceCents)
          const renewal = centsToUsd(h.renewalCents)
          return {
            domain: h.domain,
            price,
            renewal_price: renewal,
            price_with_markup: price,
            renewal_with_markup: renewal,
            available: h.available,
            premium: h.premium,
            exact: h.exact,
          }
        }),
      })
    })
    .mount(suggestDomains, async ({ c, body }) => {
      const book = await prices.get()
      const found = await askingRegistrar(() =>
        suggest(db, providers.registrar, body.query, { book }),
      )
      return c.json({
        suggestions: found.map((s) => ({
          domain: s.domain,
          price: centsToUsd(s.priceCents),
          renewal_price: centsToUsd(s.renewalCents),
          premium: s.premium,
          kind: s.kind,
        })),
      })
    })
}
