import { describe, expect, it } from 'vitest'
import type { UserConfig } from 'vite'
import { withoutInlineDynamicImports } from '../../../../sw/tools/sw-output'

describe('the service worker build output', () => {
  it('asks for one file with codeSplitting: false instead of the deprecated inlineDynamicImports', () => {
    // The shape vite-plugin-pwa gives the worker's build (vite-build, injectManifest, format es).
    const config = {
      build: {
        rollupOptions: { output: { entryFileNames: 'sw.mjs', inlineDynamicImports: true } },
      },
    } as UserConfig
    withoutInlineDynamicImports(config)
    expect(config.build?.rollupOptions?.output).toEqual({
      entryFileNames: 'sw.mjs',
      codeSplitting: false,
    })
  })

  it('leaves a build without the option as it was', () => {
    const config = {
      build: { rollupOptions: { output: { entryFileNames: 'sw.js' } } },
    } as UserConfig
    withoutInlineDynamicImports(config)
    expect(config.build?.rollupOptions?.output).toEqual({ entryFileNames: 'sw.js' })
    const empty: UserConfig = {}
    withoutInlineDynamicImports(empty)
    expect(empty).toEqual({})
  })
})
