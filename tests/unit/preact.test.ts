// The client's components are written against React's API and run on Preact's compatibility layer
// (scripts/preact-alias.ts); the unit tests resolve React the same way, so they test what ships.
import { Component, options, type VNode } from 'preact'
import * as React from 'react'
import * as ReactDOM from 'react-dom'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { act } from './support/act'

describe('React on Preact', () => {
  it('resolves React and react-dom to Preact', () => {
    expect(React.Component).toBe(Component)
    // One module behind both names (React 19's own `react` has no createPortal).
    expect(ReactDOM.createPortal).toBeTypeOf('function')
    expect(ReactDOM.createPortal).toBe((React as { createPortal?: unknown }).createPortal)
  })

  it('renders through Preact: its options.diffed hook sees the rendered node', () => {
    const seen: string[] = []
    // Preact's public hook for each rendered node, read as a plain property.
    const hooks: { diffed?: (vnode: VNode) => void } = options
    const previous = hooks.diffed
    hooks.diffed = (vnode) => {
      if (typeof vnode.type === 'string') seen.push(vnode.type)
      previous?.(vnode)
    }
    const container = document.createElement('div')
    try {
      act(() => createRoot(container).render(React.createElement('output', null, 'ok')))
    } finally {
      hooks.diffed = previous
    }
    expect(container.innerHTML).toBe('<output>ok</output>')
    expect(seen).toContain('output')
  })
})
