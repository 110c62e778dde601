// The project's own path aliases (`@/` for src, `@contract/` for the shared schemas), one list for
// everything that resolves the client's imports: the bundle and the dev server, the prerendered
// screens and the unit and server tests.
import { fileURLToPath } from 'node:url'

export interface Alias {
  find: RegExp
  replacement: string
}

export function projectAlias(root: URL): Alias[] {
  return [
    { find: /^@\//, replacement: fileURLToPath(new URL('./src/', root)) },
    { find: /^@contract\//, replacement: fileURLToPath(new URL('./contract/', root)) },
  ]
}
