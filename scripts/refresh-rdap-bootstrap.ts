// Refreshes the shipped RDAP bootstrap copy (server/providers/rdap/dns.json) from IANA's published
// file: the TLDs it covers now, plus any named on the command line, with the service URLs IANA lists
// today. Run when online: `node --import tsx scripts/refresh-rdap-bootstrap.ts [tld ...]`.
import { writeFileSync } from 'node:fs'
import {
  IANA_DNS_BOOTSTRAP_URL,
  SHIPPED_BOOTSTRAP,
  parseBootstrap,
  pickServices,
  readShippedBootstrap,
} from '../server/providers/rdap/bootstrap'

const shipped = readShippedBootstrap()
const tlds = [
  ...new Set([
    ...shipped.services.flatMap(([entries]) => entries),
    ...process.argv.slice(2).map((t) => t.toLowerCase().replace(/^\./, '')),
  ]),
]

let res: Response
try {
  res = await fetch(IANA_DNS_BOOTSTRAP_URL, { signal: AbortSignal.timeout(20_000) })
} catch (err) {
  console.error(
    `Cannot reach ${IANA_DNS_BOOTSTRAP_URL}: ${err instanceof Error ? err.message : String(err)}`,
  )
  process.exit(1)
}
if (!res.ok) {
  console.error(`${IANA_DNS_BOOTSTRAP_URL} answered HTTP ${res.status}`)
  process.exit(1)
}
const live = parseBootstrap(await res.json())
const picked = pickServices(live, tlds)
const covered = new Set(picked.services.flatMap(([entries]) => entries))
const missing = tlds.filter((t) => !covered.has(t))
writeFileSync(
  SHIPPED_BOOTSTRAP,
  `${JSON.stringify({ ...picked, description: shipped.description }, null, 2)}\n`,
)
console.log(`Wrote ${covered.size} TLDs from IANA's file of ${live.publication}.`)
if (missing.length) console.log(`IANA lists no RDAP service for: ${missing.join(', ')}`)
