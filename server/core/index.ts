// The business layer, one room per subject, named as in server/http/ and contract/. It alone reads
// and writes tables (the lint fence in eslint.config.js). Callers import a room's module directly;
// this index is the map a newcomer reads first, and tests/server/core/rooms.test.ts keeps it equal
// to the folders.
export const coreRooms = {
  ledger: "the balance's only writers: entries, the shared money flow, Idempotency-Key rows",
  cart: 'the buy cart and its checkout',
  aftermarket: 'resale listings, the market cart and its checkout',
  catalog: 'prices, the price book cache, search candidates and availability',
  domains: 'owned names, provisioning jobs, refunds of failed purchases, reconciliation',
  dns: 'zone records, previewed changes with history and undo, the claims between them',
  redirects: 'redirects, planned and applied as zone changes',
  'email-routing': 'email forwarding: destinations, aliases, catch-all, routing and its records',
  registrar: 'WHOIS privacy, the transfer lock, the auth code, DNSSEC, registrar jobs',
  renewal: 'renewals, auto-renew and its switches',
  transfer: 'transfers in and their cancellation',
  lifecycle: 'expiry states, reminders, chat notices, the sandbox clock',
  payments: 'Stars top-ups and the demo deposit',
  'star-payments': "the admin's list of Stars charges and their refunds",
  promocodes: 'promo codes',
  profile: 'the account details screen',
  user: 'the user row, referrals, whether chat notices reach the user',
  'malware-scan': "the domain page's malware check",
  reputation: 'daily and on-demand VirusTotal and Safe Browsing checks, their history and alerts',
  watchlist: "watched names, their RDAP checks and the watchers' chat notices",
  maintenance: 'maintenance switches',
  admin: "the console's lists, reports, sessions, settings, audit log and sealed secrets",
} as const

export type CoreRoom = keyof typeof coreRooms
