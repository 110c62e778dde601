// The source of the client build's contract/first-route.ts: each export compiled, by kind. A
// schema becomes a validator, an endpoint its route and a validator of its answer (the client never
// checks what it sends), plain data stays as it is; anything else stops the build.
import { fileURLToPath } from 'node:url'
import { createCompiler, type Predicates } from './compile'

const RUNTIME = fileURLToPath(new URL('../../src/lib/validators/runtime.ts', import.meta.url))

const isEndpoint = (v: unknown): v is Record<'methods' | 'path' | 'auth' | 'response', unknown> =>
  typeof v === 'object' && v !== null && 'methods' in v && 'path' in v && 'response' in v

export function generateModule(
  exports: Record<string, unknown>,
  predicates: Predicates,
  runtime = RUNTIME,
): string {
  const c = createCompiler(predicates, runtime)
  const body = Object.entries(exports).map(([name, value]) => {
    let expr: string
    if (c.isSchema(value)) expr = c.validator(value as never, name)
    else if (isEndpoint(value)) {
      const { methods, path, auth, response } = value
      const route = [methods, path, auth].map((part) => c.json(part, name))
      expr = `{ methods: ${route[0]}, path: ${route[1]}, auth: ${route[2]}, response: ${c.validator(response as never, `${name}.response`)} }`
    } else if (typeof value !== 'function') expr = c.json(value, name)
    else throw new Error(`${name}: a function cannot be compiled into the first route's contract`)
    return `export const ${name} = ${expr}`
  })
  return `${c.head()}\n${body.join('\n')}\n`
}
