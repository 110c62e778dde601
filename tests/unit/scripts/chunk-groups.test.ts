// @vitest-environment node
// The build's chunk groups: what the app's start module imports statically is `app`, what the
// home screen adds is `home`, what the entry imports stays out of both, and a lazily imported
// module stays with the bundler's own splitting.
import { describe, expect, it } from 'vitest'
import {
  COMPILE_HINT,
  compileHints,
  createChunkNamer,
  staticClosure,
  type ModuleGraph,
} from '../../../scripts/chunk-groups'

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

  it('opens app and home with V8’s compile hint, on the first line, and leaves the rest', () => {
    // As Vite hands the bundle over: its preload map already on app's first line.
    const bundle = {
      'app-1.js': { type: 'chunk', name: 'app', code: 'const __vite__mapDeps=()=>[];x()' },
      'home-1.js': { type: 'chunk', name: 'home', code: 'import"./app-1.js";' },
      'screen-1.js': { type: 'chunk', name: 'screen', code: 'export{}' },
      'style.css': { type: 'asset', name: 'app', source: 'a{}' },
    }
    const hook = compileHints().generateBundle as unknown as {
      order: string
      handler: (options: unknown, b: typeof bundle) => void
    }
    // After every other plugin's generateBundle, Vite's preload map included.
    expect(hook.order).toBe('post')
    hook.handler({}, bundle)
    expect(bundle['app-1.js'].code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=()=>[];x()`)
    expect(bundle['home-1.js'].code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(bundle['screen-1.js'].code).toBe('export{}')
    expect(bundle['style.css']).toEqual({ type: 'asset', name: 'app', source: 'a{}' })
  })
})
