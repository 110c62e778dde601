// Requests for one OpenAPI operation: generated ones (path parameters, query strings and bodies
// shaped by its schemas, at and past their limits, and plain garbage) and fixed ones (each edge
// value alone, odd raw path segments, broken JSON).
import fc from 'fast-check'
import {
  EDGE_TEXTS,
  EDGE_VALUES,
  garbage,
  objectFor,
  textFor,
  typicalValue,
  valueFor,
  type JsonSchema,
} from './schema-arbitrary'

export interface Parameter {
  name: string
  in: 'path' | 'query'
  schema: JsonSchema
}
export interface Operation {
  parameters: Parameter[]
  security: Record<string, unknown>[]
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } }
}
export interface Doc {
  paths: Record<string, Record<string, Operation>>
}
export interface Probe {
  url: string
  method: string
  body: string | undefined
  idempotencyKey: string | null
}

/** Path segments sent as they are (not encoded): NUL, bidi override, a dot, an injection. */
const RAW_SEGMENTS = ['x', 'a.b', '%00', '%E2%80%AE', "'%20or%201=1"]
/** Bodies that are not JSON at all, or not an object. */
const BROKEN_BODIES = ['{', '[]', 'null', '"text"', '12', '{"a":', '{}', '{"__proto__":{"x":1}}']

const queryValue = (p: Parameter) =>
  fc.option(fc.tuple(fc.constant(p.name), textFor(p.schema)), { freq: 4 })

export function requestFor(path: string, method: string, op: Operation): fc.Arbitrary<Probe> {
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  const bodySchema = op.requestBody?.content['application/json'].schema
  return fc
    .record({
      params: fc.tuple(...pathParams.map((p) => textFor(p.schema))),
      query: fc.tuple(
        ...queryParams.map(queryValue),
        fc.option(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 })), { freq: 5 }),
      ),
      body: bodySchema
        ? fc.oneof(
            { arbitrary: objectFor(bodySchema).map((b) => JSON.stringify(b)), weight: 6 },
            { arbitrary: valueFor(bodySchema).map((b) => JSON.stringify(b) ?? ''), weight: 1 },
            { arbitrary: garbage.map((b) => JSON.stringify(b) ?? ''), weight: 1 },
            { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
          )
        : fc.constant(undefined),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 210 })), { freq: 3 }),
    })
    .map(({ params, query, body, idempotencyKey }) => {
      let url = path
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodeURIComponent(params[i] ?? ''))
      })
      const search = new URLSearchParams()
      for (const pair of query) if (pair) search.append(pair[0], pair[1])
      const qs = search.toString()
      return {
        url: qs ? `${url}?${qs}` : url,
        method: method.toUpperCase(),
        body: method === 'get' ? undefined : body,
        idempotencyKey,
      }
    })
}

/**
 * The typical request first; then every path parameter, query parameter and body field set alone
 * to each edge value, the rest typical, so a handler behind a valid request meets each edge; then
 * odd raw path segments and broken bodies.
 */
export function fixedProbes(path: string, method: string, op: Operation): Probe[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const fill = (name: string, value: string, raw = false) =>
    pathParams.reduce(
      (url, p) =>
        url.replace(
          `{${p.name}}`,
          p.name === name
            ? raw
              ? value
              : encodeURIComponent(value)
            : encodeURIComponent(String(typicalValue(p.schema))),
        ),
      path,
    )
  const schema = method === 'get' ? undefined : op.requestBody?.content['application/json'].schema
  const typical = schema ? (typicalValue(schema) as Record<string, unknown>) : undefined
  const body = typical && JSON.stringify(typical)
  const probe = (url: string, b = body): Probe => ({
    url,
    method: method.toUpperCase(),
    body: b,
    idempotencyKey: null,
  })
  const params = op.parameters.flatMap((p) =>
    EDGE_TEXTS.map((text) =>
      p.in === 'path'
        ? probe(fill(p.name, text))
        : probe(`${fill('', '')}?${new URLSearchParams({ [p.name]: text }).toString()}`),
    ),
  )
  const raw = pathParams.flatMap((p) => RAW_SEGMENTS.map((s) => probe(fill(p.name, s, true))))
  const fields = Object.keys(schema?.properties ?? {}).flatMap((field) =>
    EDGE_VALUES.map((value) => probe(fill('', ''), JSON.stringify({ ...typical, [field]: value }))),
  )
  const broken = method === 'get' ? [] : BROKEN_BODIES.map((b) => probe(fill('', ''), b))
  return [probe(fill('', '')), ...params, ...raw, ...fields, ...broken]
}

/** The typical request of an operation, for calls made without credentials. */
export const typicalProbe = (path: string, method: string, op: Operation): Probe =>
  fixedProbes(path, method, op)[0] as Probe
