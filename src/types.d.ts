// Catalogs are compiled at import time by @lingui/vite-plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
// One part of a catalog (scripts/catalog-parts.ts).
declare module '*.po?part=first' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
declare module '*.po?part=rest' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

/** The build id vite.config.ts defines (cache buster for persisted data). */
declare const __BUILD_ID__: string
