import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { OTHER_ROUTE, ROUTE_TEMPLATES, routeTemplate } from '@contract/route-templates'

describe('route templates', () => {
  it('are the routes of the generated route tree', () => {
    const tree = readFileSync(join(process.cwd(), 'src/routeTree.gen.ts'), 'utf8')
    const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? ''
    const paths = [...block.matchAll(/'([^']+)':/g)].map((m) => m[1] ?? '')
    const normalized = new Set(paths.map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)))
    expect([...normalized].sort()).toEqual([...ROUTE_TEMPLATES].sort())
  })

  it('maps a real path to its template', () => {
    expect(routeTemplate('/domain/example.com')).toBe('/domain/$domain')
    expect(routeTemplate('/domain/example.com/cloudflare/dns')).toBe(
      '/domain/$domain/cloudflare/dns',
    )
    expect(routeTemplate('/admin/users/42?x=1')).toBe('/admin/users/$tgId')
    expect(routeTemplate('/profile/')).toBe('/profile')
    expect(routeTemplate('/')).toBe('/')
    expect(routeTemplate('/buy#top')).toBe('/buy')
  })

  it('counts anything else as one bucket', () => {
    expect(routeTemplate('/order')).toBe(OTHER_ROUTE)
    expect(routeTemplate('/domain')).toBe(OTHER_ROUTE)
    expect(routeTemplate('/admin/users/1/extra')).toBe(OTHER_ROUTE)
  })
})
