import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { queryOptions } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createQueryRegistry, queryRegistry } from '@/lib/query-registry'

// Every module of src/, loaded lazily: only the ones that define queries are imported below.
const modules = import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/routeTree.gen.ts'])
// Vitest runs from the project root, which is where the glob's leading slash points.
const sourceOf = (path: string) => readFileSync(resolve(process.cwd(), path.slice(1)), 'utf8')
const REGISTRY = '/src/lib/query-registry.ts'

// Helpers that call defineQuery once for each of their callers: the defineQuery( written in the
// helper is a template, and every call of the helper is a definition.
const DEFINERS: Record<string, string> = {
  '/src/features/admin/api/keyset-list.ts': 'defineKeysetList(',
  '/src/features/admin/api/admin-collection.ts': 'defineAdminCollection(',
  '/src/features/catalog/api/word-query.ts': 'defineWordQuery(',
  '/src/features/domain/domain-query.ts': 'defineDomainQuery(',
}
const occurrences = (text: string, word: string) => text.split(word).length - 1
const countDefinitions = (path: string, text: string) =>
  path in DEFINERS
    ? 0
    : [...Object.values(DEFINERS), 'defineQuery('].reduce((n, w) => n + occurrences(text, w), 0)

describe('query definitions of src/', () => {
  it('never give one query key two query functions', async () => {
    const paths = Object.keys(modules).filter((p) => p !== REGISTRY)
    const defining = paths.filter((p) => countDefinitions(p, sourceOf(p)) > 0)
    // A query function written outside defineQuery would escape the check (lint forbids it too).
    const stray = paths.filter(
      (p) => /\bqueryFn\b/.test(sourceOf(p)) && !defining.includes(p) && !(p in DEFINERS),
    )
    expect(stray).toEqual([])

    for (const path of defining) await modules[path]!()
    const expected = defining.reduce((n, p) => n + countDefinitions(p, sourceOf(p)), 0)
    const roots = queryRegistry.roots().map((r) => JSON.stringify(r))
    // Every definition written in the source was registered: none slipped past the walk.
    expect(expected).toBeGreaterThan(20)
    expect(roots).toHaveLength(expected)
    const twice = roots.filter((r, i) => roots.indexOf(r) !== i)
    expect(twice).toEqual([])
  })
})

describe('createQueryRegistry', () => {
  it('keeps a second definition of one root, so the check above sees it', () => {
    const registry = createQueryRegistry()
    const options = () => queryOptions({ queryKey: ['user', 'profile'], queryFn: () => 1 })
    registry.define(['user', 'profile'], options)
    registry.define(['user', 'profile'], options)
    expect(registry.roots()).toEqual([
      ['user', 'profile'],
      ['user', 'profile'],
    ])
  })

  it('refuses a key outside the root it was defined under', () => {
    const registry = createQueryRegistry()
    const search = registry.define(['catalog', 'search'], (q: string) =>
      queryOptions({ queryKey: ['catalog', 'prices', q], queryFn: () => q }),
    )
    expect(() => search('a')).toThrow(/outside its root/)
    const fine = registry.define(['catalog', 'search'], (q: string) =>
      queryOptions({ queryKey: ['catalog', 'search', q], queryFn: () => q }),
    )
    expect(fine('a').queryKey).toEqual(['catalog', 'search', 'a'])
  })
})
