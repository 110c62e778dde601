// Enforces the maintenance switches on the server, not only in the client's overlay: a blocked call
// answers 503 `{error: 'maintenance', scope, message}`. Admin calls, the status reads and the OpenAPI
// document stay open so operators can always turn maintenance off again.
import { createMiddleware } from 'hono/factory'
import type { MaintenanceScope } from '@contract/maintenance'
import type { MaintenanceReader } from '../../core/maintenance/maintenance'
import type { AppEnv } from '../env'

const DEFAULT_MESSAGE = 'The service is under maintenance. Please try again later.'

const BUY_PATHS = new Set([
  '/api/search',
  '/api/suggestions',
  '/api/cart/add',
  '/api/cart/checkout',
])

function isOpen(path: string): boolean {
  return (
    path === '/api/openapi.json' ||
    path === '/api/admin' ||
    path.startsWith('/api/admin/') ||
    path.startsWith('/api/maintenance/')
  )
}

/** Which switches can block this path, most general first. */
export function scopesFor(path: string): MaintenanceScope[] {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (!p.startsWith('/api/') || isOpen(p)) return []
  const scopes: MaintenanceScope[] = ['general']
  if (BUY_PATHS.has(p)) scopes.push('buy')
  if (p === '/api/aftermarket' || p.startsWith('/api/aftermarket/')) scopes.push('market')
  return scopes
}

export function maintenanceGate(reader: MaintenanceReader) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const scopes = scopesFor(c.req.path)
    if (scopes.length === 0) return next()
    let flags
    try {
      flags = await reader.get()
    } catch (err) {
      // Without the flags we cannot know; the call itself will meet the same database trouble.
      c.get('log').warn({ err }, 'maintenance flags unavailable')
      return next()
    }
    for (const scope of scopes) {
      const s = flags[scope]
      if (s.enabled) {
        c.header('Retry-After', '60')
        return c.json(
          { error: 'maintenance' as const, scope, message: s.message || DEFAULT_MESSAGE },
          503,
        )
      }
    }
    return next()
  })
}
