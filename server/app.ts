import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import type { Config } from './config'
import type { Database } from './db/client'
import { isDatabaseUnavailable } from './db/outage'
import type { AppEnv } from './http/env'
import { HttpError, errorResponse } from './http/errors'
import { mountAdminRoutes } from './http/admin/admin.index'
import { mountPromocodeRoutes } from './http/promocodes/promocodes.index'
import { adminSessionAuth } from './http/admin/session.index'
import { mountMaintenanceRoutes } from './http/maintenance/maintenance.index'
import { requireAdmin } from './http/middleware/admin-auth'
import { idempotency } from './http/middleware/idempotency'
import { requireUser } from './http/middleware/init-data'
import { maintenanceGate } from './http/middleware/maintenance'
import { transportPolicy } from './http/middleware/transport-policy'
import { requestFrame } from './http/middleware/request-frame'
import { requestIdHeader, requestIds } from './http/middleware/request-id'
import { accessLog } from './http/middleware/access-log'
import { costlyCallLimits } from './http/middleware/rate-limit'
import { trustedProxies } from './http/trusted-proxies'
import { createMaintenanceReader } from './core/maintenance/maintenance'
import { databaseAnswers } from './core/admin/ops-figures'
import { buildOpenApi } from './http/openapi'
import { Router } from './http/route'
import { serveApp } from './http/static'
import { securityHeaders } from './http/security-headers'
import { compressText } from './http/compress-text'
import { mountOpsRoutes, requestMetrics } from './ops/ops-routes'
import { mountCartRoutes } from './http/cart/cart.index'
import { mountCatalogRoutes } from './http/catalog/catalog.index'
import { mountDomainRoutes } from './http/domains/domains.index'
import { mountDnsRoutes } from './http/dns/dns.index'
import { mountRedirectRoutes } from './http/redirects/redirects.index'
import { mountEmailRoutingRoutes } from './http/email-routing/email-routing.index'
import { mountMalwareScanRoutes } from './http/malware-scan/malware-scan.index'
import { mountRenewalRoutes } from './http/renewal/renewal.index'
import { mountLifecycleRoutes } from './http/lifecycle/lifecycle.index'
import { mountLifecycleAdminRoutes } from './http/lifecycle/lifecycle-admin.index'
import { mountRegistrarRoutes } from './http/registrar/registrar.index'
import { mountTransferRoutes } from './http/transfer/transfer.index'
import { mountWatchlistRoutes } from './http/watchlist/watchlist.index'
import { mountReputationRoutes } from './http/reputation/reputation.index'
import { createSafeBrowsing } from './core/reputation/safe-browsing-choice'
import type { SafeBrowsing } from './providers/scanner/safe-browsing'
import { createRdap } from './providers/rdap'
import type { Rdap } from './providers/rdap/rdap'
import { secretsKeyFrom } from './core/admin/secrets'
import { createMalwareScanner, type MalwareScanner } from './core/malware-scan/malware-scan'
import { createProviders } from './providers'
import type { Providers } from './providers/types'
import { mountUserRoutes } from './http/user/user.index'
import { mountProfileRoutes } from './http/profile/profile.index'
import { mountPaymentRoutes } from './http/payments/payments.index'
import { mountAftermarketRoutes } from './http/aftermarket/aftermarket.index'
import { mountStarPaymentRoutes } from './http/star-payments/star-payments.index'
import { topupPayloadKey } from './core/payments/topup-payload'
import type { TelegramGateway } from './bot/gateway'
import type { Logger } from './logger'

export interface AppDeps {
  config: Config
  database: Database
  logger: Logger
  /** The bot token init data is signed with (the real one, or demo mode's own). */
  botToken: string
  /** Registrar and CDN; the ones the config names when omitted. */
  providers?: Providers
  /** The domain page's malware check; the one the config names when omitted. */
  scanner?: MalwareScanner
  /** Google Safe Browsing for reputation checks; the one the config names when omitted. */
  safeBrowsing?: SafeBrowsing
  /** The watchlist's RDAP source; the one the config names when omitted. */
  rdap?: Rdap
  /** Folder of the built client to serve; omitted in API-only tests. */
  staticDir?: string
  /** When the job worker last showed life, for /readyz; absent when this process runs none. */
  workerBeat?: () => number | undefined
  /** True once the process is shutting down: /readyz fails so the balancer stops sending traffic. */
  draining?: () => boolean
  /** The bot's side of the API (top-up menu, bot name); absent when the bot is off. */
  telegram?: TelegramGateway
}

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 256 * 1024

export function createApp(deps: AppDeps) {
  const { config, logger } = deps
  const db = deps.database.db
  const app = new Hono<AppEnv>()

  // Inline scripts of the built index.html are allowed by hash; known once the app is mounted.
  const noHashes: readonly string[] = []
  let scriptHashes = () => noHashes
  app.use(requestIds())
  app.use(
    requestFrame([
      requestIdHeader,
      securityHeaders(() => scriptHashes()),
      transportPolicy(config.PUBLIC_URL?.startsWith('https:') ?? false),
      requestMetrics,
      // At debug in demo mode: the launch block printed at start-up stays the last thing on screen.
      accessLog(logger, config.demo ? 'debug' : 'info'),
    ]),
  )
  const tooLarge = (c: Context<AppEnv>) =>
    c.json({ error: 'payload_too_large', message: 'body: larger than 256 KiB' }, 413)
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge })
  // Only where a body may come: the methods of the API's writes, so a read (GET, HEAD) never meets
  // this layer at all. A body that declares its length is judged by it, as bodyLimit judges it
  // too, but read from the request's headers: bodyLimit first asks for `c.req.raw.body`, which
  // makes the server build the full Request (an AbortController, a stream), about half of a small
  // POST's own cost here (--cpu-prof). A body without a length (chunked) goes through bodyLimit,
  // which counts its bytes as they come.
  app.on(
    ['POST', 'PUT', 'PATCH', 'DELETE'],
    '/api/*',
    createMiddleware<AppEnv>((c, next) => {
      const length = c.req.header('content-length')
      if (length === undefined || c.req.header('transfer-encoding') !== undefined)
        return limitBody(c, next)
      return Number.parseInt(length, 10) > MAX_BODY_BYTES ? Promise.resolve(tooLarge(c)) : next()
    }),
  )
  // Ahead of the routes: stored idempotent answers stay plain and are compressed on the way out.
  app.use(compressText())
  const maintenanceReader = createMaintenanceReader(db)
  app.use('/api/*', maintenanceGate(maintenanceReader))

  app.onError((err, c) => {
    if (err instanceof HttpError) return errorResponse(c, err)
    if (isDatabaseUnavailable(err)) {
      // Also what a burst beyond the pool gets: pg-pool's connect timeout bounds the wait for a free
      // connection as well as a new connection's, and its error is the same for both.
      c.get('log').warn({ err }, 'database unavailable')
      c.header('Retry-After', '5')
      return c.json(
        {
          error: 'database_unavailable',
          message:
            'The database is busy or cannot be reached right now. Please try again in a moment.',
        },
        503,
      )
    }
    c.get('log').error({ err }, 'unhandled error')
    return c.json(
      { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
      500,
    )
  })

  const trusted = trustedProxies(config.TRUST_PROXY)
  const router = new Router(app, {
    user: requireUser({ db, botToken: deps.botToken, maxAgeSeconds: config.INIT_DATA_MAX_AGE }),
    admin: requireAdmin({
      botToken: deps.botToken,
      maxAgeSeconds: config.INIT_DATA_MAX_AGE,
      adminIds: config.ADMIN_IDS,
      adminToken: config.ADMIN_TOKEN,
      ...adminSessionAuth({ db, adminToken: config.ADMIN_TOKEN, trusted }),
    }),
    write: idempotency(db),
    limit: costlyCallLimits({ db, config, trusted, botToken: deps.botToken }),
  })

  app.get('/healthz', async (c) => {
    if (!(await databaseAnswers(db)))
      return c.json({ ok: false, error: 'database_unreachable' }, 503)
    return c.json({ ok: true })
  })

  mountOpsRoutes(app, {
    db,
    metricsToken: config.METRICS_TOKEN,
    metricsPublic: config.METRICS_PUBLIC,
    workerBeat: deps.workerBeat,
    draining: deps.draining,
  })

  mountUserRoutes(router, {
    db,
    trusted,
    geo: { country: config.GEO_COUNTRY_HEADER, city: config.GEO_CITY_HEADER },
  })
  mountMaintenanceRoutes(router, {
    db,
    reader: maintenanceReader,
    pollMs: config.MAINTENANCE_POLL_MS,
  })
  mountAdminRoutes(router, { db, adminToken: config.ADMIN_TOKEN, trusted })
  mountPromocodeRoutes(router, { db })
  const providers = deps.providers ?? createProviders({ config, db, logger })
  const secretsKey = secretsKeyFrom(config.SECRETS_KEY, deps.botToken)
  mountCatalogRoutes(router, { db, providers })
  mountCartRoutes(router, { db, providers, maintenance: maintenanceReader })
  mountDomainRoutes(router, { db, secretsKey })
  const scanner = deps.scanner ?? createMalwareScanner({ config, db, logger })
  mountDnsRoutes(router, { db, cdn: providers.cdn })
  mountRedirectRoutes(router, { db, cdn: providers.cdn })
  mountEmailRoutingRoutes(router, { db, cdn: providers.cdn })
  mountMalwareScanRoutes(router, { db, scanner })
  mountRenewalRoutes(router, { db, providers })
  mountLifecycleRoutes(router, { db })
  mountLifecycleAdminRoutes(router, { db, registrar: providers.registrar })
  mountRegistrarRoutes(router, { db, providers })
  mountTransferRoutes(router, { db, providers, secretsKey })
  mountProfileRoutes(router, { db, telegram: deps.telegram })
  mountPaymentRoutes(router, {
    db,
    demo: config.demo,
    telegram: deps.telegram,
    payloadKey: topupPayloadKey(deps.botToken),
  })
  mountStarPaymentRoutes(router, {
    db,
    telegram: deps.telegram,
    refundWindowMs: config.STARS_REFUND_WINDOW_DAYS * 86_400_000,
  })
  mountAftermarketRoutes(router, { db })
  mountReputationRoutes(router, {
    db,
    scanner,
    safeBrowsing: deps.safeBrowsing ?? createSafeBrowsing({ config, logger }),
  })
  mountWatchlistRoutes(router, {
    db,
    rdap: deps.rdap ?? createRdap({ config, db, logger }),
    limit: config.WATCH_LIMIT,
  })

  app.get('/api/openapi.json', (c) => c.json(buildOpenApi(router.endpoints)))
  app.all('/api/*', (c) =>
    c.json({ error: 'not_found', message: `No API route ${c.req.method} ${c.req.path}` }, 404),
  )

  if (deps.staticDir) scriptHashes = serveApp(app, deps.staticDir)

  return { app, router }
}
