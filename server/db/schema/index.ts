// Every table the product uses, one file per area; migrations stay one linear history
// (server/db/migrations, generated with `npm run db:generate`).
export * from './users'
export * from './money'
export * from './catalog'
export * from './market'
export * from './ops'
export * from './sandbox'
export * from './scans'
export * from './referrals'
export * from './registrar'
export * from './dns-changes'
export * from './watchlist'
export * from './reputation'
