// @vitest-environment node
// The build's additions to index.html for the snapshot scripts: the build id first in <head>, and a
// preload for each linked stylesheet ahead of the script that prepares the snapshot.
import { describe, expect, it } from 'vitest'
import { snapshotHtml, stylesheetPreloads } from '../../../scripts/snapshot-html'

const BUILT = `<head><title>x</title><script>prepare()</script>
<link rel="modulepreload" crossorigin href="/assets/a.js">
<link rel="stylesheet" crossorigin href="/assets/style-1.css"></head>`

describe('snapshot html', () => {
  it('preloads every linked stylesheet the same way it is linked, first in <head>', () => {
    expect(stylesheetPreloads(BUILT)).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'style', href: '/assets/style-1.css', crossorigin: true },
        injectTo: 'head-prepend',
      },
    ])
    expect(stylesheetPreloads('<head><link rel="modulepreload" href="/a.js"></head>')).toEqual([])
  })

  it('puts the build id ahead of the inline scripts, after Vite has linked the stylesheet', () => {
    const hook = snapshotHtml('build-7').transformIndexHtml
    if (!hook || typeof hook === 'function') throw new Error('expected an ordered hook')
    expect(hook.order).toBe('post')
    const tags = (hook.handler as (html: string) => unknown)(BUILT)
    expect(tags).toContainEqual({
      tag: 'meta',
      attrs: { name: 'build-id', content: 'build-7' },
      injectTo: 'head-prepend',
    })
  })
})
