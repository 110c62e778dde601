// The contract as the client's first route uses it: the endpoints, answers, stored queries and
// queued writes that the modules src/main.tsx imports statically need. In the client build this
// module is replaced by one generated from it (scripts/first-route-contract/), where each schema is
// a plain validator compiled at build time, so the first route loads neither zod nor the schema
// definitions. Everywhere else (dev server, tests, TypeScript) it is these very zod objects, typed
// as only what both forms offer: `safeParse` (contract/validator.ts) and an endpoint's route.
import type { z } from 'zod'
import type { Endpoint } from './endpoint'
import type { Validator } from './validator'
import * as search from './admin-search'
import * as aftermarketEndpoints from './aftermarket.endpoints'
import * as aftermarket from './aftermarket'
import * as cartEndpoints from './cart.endpoints'
import * as cart from './cart'
import * as catalogEndpoints from './catalog.endpoints'
import * as catalog from './catalog'
import * as domainsEndpoints from './domains.endpoints'
import * as domains from './domains'
import * as errors from './errors'
import * as maintenanceEndpoints from './maintenance.endpoints'
import * as payloads from './queued-payloads'
import * as userEndpoints from './user.endpoints'
import * as user from './user'

/** A schema as the first route may use it. */
export type Compiled<S extends z.ZodType> = Validator<z.output<S>>

/** An endpoint as the first route may call it (src/lib/api-client.ts `callEndpoint`). */
export interface CompiledEndpoint<R> {
  readonly methods: Endpoint['methods']
  readonly path: string
  readonly auth: Endpoint['auth']
  readonly response: Validator<R>
}

const v = <S extends z.ZodType>(schema: S): Compiled<S> => schema
const e = <B extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<B, Q, R>,
): CompiledEndpoint<z.output<R>> => endpoint

// Error bodies (src/lib/api-client.ts).
export const bannedBody = v(errors.bannedBody)
export const errorBody = v(errors.errorBody)

// The session, the settings and the language (src/lib, src/features/session, profile).
export const getProfile = e(userEndpoints.getProfile)
export const profileResponse = v(user.profileResponse)
export const getSettings = e(userEndpoints.getSettings)
export const publicSettings = v(user.publicSettings)
export const postVisit = e(userEndpoints.postVisit)
export const visitRequest = v(user.visitRequest)
export const postLanguage = e(userEndpoints.postLanguage)
export const languageRequest = v(user.languageRequest)
export const languageCode = v(user.languageCode)
export const languageCodes: readonly z.output<typeof user.languageCode>[] =
  user.languageCode.options

// Maintenance overlay.
export const getMaintenanceStatus = e(maintenanceEndpoints.getMaintenanceStatus)
export const getBuyMaintenanceStatus = e(maintenanceEndpoints.getBuyMaintenanceStatus)
export const getMarketMaintenanceStatus = e(maintenanceEndpoints.getMarketMaintenanceStatus)

// The tab roots' queries: home prices, the panel's domains, the market and both carts.
export const getDomainPrices = e(catalogEndpoints.getDomainPrices)
export const domainPricesResponse = v(catalog.domainPricesResponse)
export const getUserDomains = e(domainsEndpoints.getUserDomains)
export const userDomainsResponse = v(domains.userDomainsResponse)
export const listAftermarketDomains = e(aftermarketEndpoints.listAftermarketDomains)
export const aftermarketDomainsResponse = v(aftermarket.aftermarketDomainsResponse)
export const getAftermarketCart = e(aftermarketEndpoints.getAftermarketCart)
export const aftermarketCartResponse = v(aftermarket.aftermarketCartResponse)
export const getCart = e(cartEndpoints.getCart)
export const cartResponse = v(cart.cartResponse)

// Cart writes, which may wait offline in the queue.
export const addToCart = e(cartEndpoints.addToCart)
export const cartAddPayload = v(payloads.cartAddPayload)
export const removeFromCart = e(cartEndpoints.removeFromCart)
export const cartRemovePayload = v(payloads.cartRemovePayload)
export const addToAftermarketCart = e(aftermarketEndpoints.addToAftermarketCart)
export const marketAddPayload = v(payloads.marketAddPayload)
export const removeFromAftermarketCart = e(aftermarketEndpoints.removeFromAftermarketCart)
export const marketRemovePayload = v(payloads.marketRemovePayload)

// The admin routes' search parameters (the route tree keeps every route's `validateSearch`).
export const adminRangeSearch = v(search.adminRangeSearch)
export const adminDomainsSearch = v(search.adminDomainsSearch)
export const adminTransactionsSearch = v(search.adminTransactionsSearch)
export const adminUsersSearch = v(search.adminUsersSearch)
