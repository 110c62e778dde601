// vite-plugin-pwa builds the service worker with `output.inlineDynamicImports: true`, which Vite 8
// (Rolldown) deprecates in favour of `codeSplitting: false` and warns about on every build. This
// plugin, given to the worker's own build, swaps the one option for the other before Rolldown sees it.
import type { Plugin, UserConfig } from 'vite'

type Output = Record<string, unknown>

/** The worker's build output with `inlineDynamicImports` replaced by `codeSplitting: false`. */
export function withoutInlineDynamicImports(config: UserConfig): void {
  const output = config.build?.rollupOptions?.output
  for (const o of (Array.isArray(output) ? output : [output]) as (Output | undefined)[]) {
    if (!o || !('inlineDynamicImports' in o)) continue
    if (o.inlineDynamicImports === true) o.codeSplitting = false
    delete o.inlineDynamicImports
  }
}

export const swSingleFileOutput = (): Plugin => ({
  name: 'sw-single-file-output',
  config: withoutInlineDynamicImports,
})
