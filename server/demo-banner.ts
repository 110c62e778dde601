// The block `npm start` ends with in demo mode: everything a newcomer needs to open, in one place,
// printed once the server listens (request logs are at debug in demo mode, so nothing buries it).
import { resolve } from 'node:path'

export interface DemoBannerInput {
  /** `http://localhost:8080` */
  base: string
  /** The Telegram launch hash, `#tgWebAppData=...`, signed for the demo user. */
  hash: string
  /** DATA_DIR, or undefined when DATABASE_URL points at a PostgreSQL server. */
  dataDir: string | undefined
  validSeconds: number
}

export function demoBanner({ base, hash, dataDir, validSeconds }: DemoBannerInput): string {
  const rule = '-'.repeat(72)
  const data = dataDir
    ? `${resolve(dataDir)} (embedded PostgreSQL; delete it to start over)`
    : 'the PostgreSQL database of DATABASE_URL'
  return [
    '',
    rule,
    'Demo mode is ready. Open these links in any browser:',
    '',
    '  The app, as the demo user (who is also an admin in demo mode):',
    `    ${base}/${hash}`,
    '',
    '  The admin console (users, balances, promo codes, maintenance), as the same user:',
    `    ${base}/admin${hash}`,
    '',
    `  Data: ${data}`,
    `  The links stay valid for ${validSeconds} s; restart to get fresh ones.`,
    rule,
    '',
  ].join('\n')
}
