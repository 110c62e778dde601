// @vitest-environment node
// The build's chunk groups: what the app's start module imports statically is `app`, what the
// home screen adds is `home`, what the entry imports stays out of both, and a lazily imported
// module stays with the bundler's own splitting.
import { describe, expect, it } from 'vitest'
import { createChunkNamer, staticClosure, type ModuleGraph } from '../../../scripts/chunk-groups'

/** entry -> helper; app -> shared, lib (lib -> helper); app lazily -> screen; home -> lib, view. */
const IMPORTS: Record<string, string[]> = {
  entry: ['helper'],
  helper: [],
  app: ['shared', 'lib'],
  lib: ['helper'],
  shared: [],
  screen: ['shared'],
  home: ['lib', 'view'],
  view: [],
}
const graph: ModuleGraph = {
  getModuleInfo: (id) => (id in IMPORTS ? { importedIds: IMPORTS[id] ?? [] } : null),
}

describe('chunk groups', () => {
  it('follows static imports only, to the end', () => {
    expect([...staticClosure(graph, 'app')].sort()).toEqual(['app', 'helper', 'lib', 'shared'])
  })

  it('names app and home, leaving the entry and lazy screens alone', () => {
    const name = createChunkNamer('entry', 'app', 'home')
    const named = Object.fromEntries(Object.keys(IMPORTS).map((id) => [id, name(id, graph)]))
    expect(named).toEqual({
      entry: null,
      helper: null,
      app: 'app',
      lib: 'app',
      shared: 'app',
      screen: null,
      home: 'home',
      view: 'home',
    })
  })
})
