// The one place that reads process.env. Parsed once with zod; a bad value stops start-up naming it.
import { z } from 'zod'
import { DEMO_USER } from './demo'
import { isAddressOrCidr } from './http/trusted-proxies'

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))

const idList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const parts = (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const ids: number[] = []
    for (const part of parts) {
      if (!/^\d{1,15}$/.test(part)) {
        ctx.addIssue({ code: 'custom', message: `"${part}" is not a Telegram user id` })
        return z.NEVER
      }
      ids.push(Number(part))
    }
    return ids
  })

const perMinute = (fallback: number) => z.coerce.number().int().positive().default(fallback)

/** An HTTP header name (RFC 9110 token), lower-cased as Node hands headers over. */
const headerName = z
  .string()
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be an HTTP header name')
  .transform((s) => s.toLowerCase())

/** Addresses and CIDR blocks of reverse proxies whose X-Forwarded-For is believed. */
const proxyList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const entries = (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    for (const entry of entries) {
      if (!isAddressOrCidr(entry)) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not an IP address or CIDR block` })
        return z.NEVER
      }
    }
    return entries
  })

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: optionalString,
  // On SIGTERM /readyz fails this long before the server stops accepting, so the load balancer's
  // health check (Caddy's: every 5 s) takes the process out first.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(6_000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  BOT_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(/^\d+:[\w-]{20,}$/, 'must look like 123456:ABC-DEF... (from @BotFather)')
      .optional(),
  ),
  BOT_MODE: z.enum(['webhook', 'polling', 'off']).optional(),
  PUBLIC_URL: optionalString.pipe(
    z.url({ protocol: /^https$/, message: 'must be an https URL' }).optional(),
  ),
  INIT_DATA_MAX_AGE: z.coerce.number().int().positive().default(86400),
  ADMIN_IDS: idList,
  ADMIN_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  // Without a token /metrics refuses every scrape, unless the operator opens it on purpose.
  METRICS_PUBLIC: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  SECRETS_KEY: optionalString.pipe(
    z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
      .optional(),
  ),
  REGISTRAR: z.enum(['sandbox', 'namecom']).default('sandbox'),
  NAMECOM_USERNAME: optionalString,
  NAMECOM_TOKEN: optionalString,
  NAMECOM_API_URL: z.url().default('https://api.name.com'),
  CDN: z.enum(['sandbox', 'cloudflare']).default('sandbox'),
  CF_API_TOKEN: optionalString,
  CF_ACCOUNT_ID: optionalString,
  CF_API_URL: z.url().default('https://api.cloudflare.com/client/v4'),
  // The domain page's malware check: the name-based sandbox verdict, or VirusTotal's API v3.
  SCANNER: z.enum(['sandbox', 'virustotal']).default('sandbox'),
  VT_API_KEY: optionalString,
  VT_API_URL: z.url().default('https://www.virustotal.com'),
  VT_CACHE_HOURS: z.coerce.number().positive().default(24),
  // Reputation alerts: Google Safe Browsing Lookup API v4 with SAFE_BROWSING_API_KEY, else the
  // sandbox that answers from the name.
  SAFE_BROWSING_API_KEY: optionalString,
  SAFE_BROWSING_API_URL: z.url().default('https://safebrowsing.googleapis.com'),
  // The watchlist's RDAP lookups: the name-based sandbox registry, or the registries' RDAP servers
  // named by the bootstrap file (the shipped copy of IANA's dns.json unless RDAP_BOOTSTRAP names one).
  RDAP: z.enum(['sandbox', 'registry']).default('sandbox'),
  RDAP_BOOTSTRAP: optionalString,
  WATCH_LIMIT: z.coerce.number().int().positive().max(1000).default(50),
  // Sandbox providers: how long a new CDN zone stays pending, and a delay added to registrar calls.
  SANDBOX_CDN_ACTIVATION_MS: z.coerce.number().int().min(0).default(5000),
  SANDBOX_REGISTRAR_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  SANDBOX_TRANSFER_MS: z.coerce.number().int().min(0).default(5000),
  SANDBOX_TRANSFER_LOCK_DAYS: z.coerce.number().int().min(0).max(60).default(60),
  // Bot API server grammY calls; the e2e tests point it at a local fake.
  TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
  // Telegram documents no refund window for Stars payments; past this many days an admin refund is
  // refused before Telegram is asked.
  STARS_REFUND_WINDOW_DAYS: z.coerce.number().int().positive().max(3650).default(90),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAINTENANCE_POLL_MS: z.coerce.number().int().positive().default(30_000),
  // Calls whose abuse costs money: per user and minute; an address may make ADDRESS_MULTIPLIER
  // times as many (several users can share one mobile carrier's address).
  RATE_SEARCH_PER_MIN: perMinute(30),
  RATE_PROMO_PER_MIN: perMinute(5),
  RATE_DNS_PER_MIN: perMinute(30),
  RATE_TOPUP_PER_MIN: perMinute(5),
  RATE_ADDRESS_MULTIPLIER: perMinute(10),
  TRUST_PROXY: proxyList,
  // Geolocation headers a TRUST_PROXY proxy adds (Cloudflare's, by default): a visit's country and
  // city. Read only from requests that came through such a proxy; anyone else could write them.
  GEO_COUNTRY_HEADER: headerName.default('cf-ipcountry'),
  GEO_CITY_HEADER: headerName.default('cf-ipcity'),
  // Raw visit rows are deleted after this many days; their daily counts stay in the rollups.
  VISIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
})

export type Env = z.input<typeof envSchema>

export type Config = Omit<z.output<typeof envSchema>, 'BOT_MODE'> & {
  BOT_MODE: 'webhook' | 'polling' | 'off'
  demo: boolean
}

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // `PORT=` in a .env file or a compose file means "not set", not zero.
  const set = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  )
  const parsed = envSchema.safeParse(set)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  const demo = c.BOT_TOKEN === undefined
  if (demo && c.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: demo mode (no BOT_TOKEN) refuses to run on a public URL; set BOT_TOKEN',
    )
  }
  if (demo && c.HOST && !['127.0.0.1', 'localhost', '::1'].includes(c.HOST)) {
    throw new ConfigError(
      'Invalid configuration:\n  HOST: demo mode (no BOT_TOKEN) listens on 127.0.0.1 only; set BOT_TOKEN',
    )
  }
  if (c.BOT_MODE === 'webhook' && !c.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  BOT_MODE: webhook needs PUBLIC_URL')
  }
  if (!demo && !c.SECRETS_KEY) {
    throw new ConfigError('Invalid configuration:\n  SECRETS_KEY: required when BOT_TOKEN is set')
  }
  if (c.REGISTRAR === 'namecom' && (!c.NAMECOM_USERNAME || !c.NAMECOM_TOKEN)) {
    throw new ConfigError(
      'Invalid configuration:\n  NAMECOM_USERNAME/NAMECOM_TOKEN: required with REGISTRAR=namecom',
    )
  }
  if (c.CDN === 'cloudflare' && (!c.CF_API_TOKEN || !c.CF_ACCOUNT_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  CF_API_TOKEN/CF_ACCOUNT_ID: required with CDN=cloudflare',
    )
  }
  // Real domains need real name servers, and a real zone needs a registrar that can point at it.
  if ((c.REGISTRAR === 'sandbox') !== (c.CDN === 'sandbox')) {
    throw new ConfigError(
      `Invalid configuration:\n  REGISTRAR/CDN: REGISTRAR=${c.REGISTRAR} with CDN=${c.CDN}; a real registrar needs a real CDN and the other way round (set both to sandbox, or REGISTRAR=namecom with CDN=cloudflare)`,
    )
  }
  if (c.SCANNER === 'virustotal' && !c.VT_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  VT_API_KEY: required with SCANNER=virustotal')
  }
  const botMode = demo ? 'off' : (c.BOT_MODE ?? (c.PUBLIC_URL ? 'webhook' : 'polling'))
  // A newcomer's `npm start` shows the whole product: the demo user runs the admin console too.
  // Never with a real BOT_TOKEN (demo is false then), so no real user gains anything from it.
  const adminIds =
    demo && !c.ADMIN_IDS.includes(DEMO_USER.id) ? [...c.ADMIN_IDS, DEMO_USER.id] : c.ADMIN_IDS
  return { ...c, ADMIN_IDS: adminIds, BOT_MODE: botMode, demo }
}

let cached: Config | undefined
export function loadConfig(): Config {
  cached ??= parseConfig(process.env)
  return cached
}
