// Redirects as Cloudflare Single Redirects: rules with action `redirect` in the zone's entry point
// ruleset of the `http_request_dynamic_redirect` phase (Rulesets API). One rule per redirect,
// matching `(http.host eq "<source>")`; a kept path is the dynamic target
// `concat("<target>", http.request.uri.path)` with the query string preserved, otherwise a static
// target. The rule's description carries the placeholder record's id, so it is removed with it.
// Rules this app did not write in that shape are neither listed nor touched.
import type Cloudflare from 'cloudflare'
import { randomBytes } from 'node:crypto'
import type { CdnRedirect, CdnRedirects } from '../redirects'
import { ProviderError } from '../types'

const PHASE = 'http_request_dynamic_redirect'
const HOST_MATCH = /^\(http\.host eq "([a-z0-9.-]+)"\)$/
const KEPT_PATH = /^concat\("((?:[^"\\]|\\.)*)", http\.request\.uri\.path\)$/
const PLACEHOLDER = /placeholder record ([A-Za-z0-9]+)/

interface RedirectRule {
  id?: string
  ref?: string
  action?: string
  expression?: string
  description?: string
  action_parameters?: {
    from_value?: {
      target_url?: { value?: string; expression?: string }
      status_code?: number
      preserve_query_string?: boolean
    }
  }
}
interface Ruleset {
  id: string
  rules?: RedirectRule[]
}

const quote = (s: string) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`
const unquote = (s: string) => s.replace(/\\(.)/g, '$1')

export function toRule(r: Omit<CdnRedirect, 'id'>, ref: string): RedirectRule {
  const prefix = r.target.replace(/\/$/, '')
  const note = r.placeholderRecordId ? ` (placeholder record ${r.placeholderRecordId})` : ''
  return {
    ref,
    action: 'redirect',
    expression: `(http.host eq ${quote(r.source)})`,
    description: `Redirect ${r.source}${note}`,
    action_parameters: {
      from_value: {
        target_url: r.keepPath
          ? { expression: `concat(${quote(prefix)}, http.request.uri.path)` }
          : { value: r.target },
        status_code: r.statusCode,
        preserve_query_string: r.keepPath,
      },
    },
  }
}

/** The redirect a rule stands for, or undefined for rules of another shape. */
export function fromRule(rule: RedirectRule): CdnRedirect | undefined {
  const host = HOST_MATCH.exec(rule.expression ?? '')?.[1]
  const from = rule.action_parameters?.from_value
  if (rule.action !== 'redirect' || !rule.id || !host || !from?.target_url) return undefined
  const status = from.status_code ?? 301
  if (status !== 301 && status !== 302) return undefined
  const kept = KEPT_PATH.exec(from.target_url.expression ?? '')?.[1]
  const target = kept !== undefined ? `${unquote(kept)}/` : from.target_url.value
  if (!target) return undefined
  const placeholder = PLACEHOLDER.exec(rule.description ?? '')?.[1]
  return {
    id: rule.id,
    source: host,
    target,
    statusCode: status,
    keepPath: kept !== undefined,
    ...(placeholder ? { placeholderRecordId: placeholder } : {}),
  }
}

type Call = <T>(what: string, fn: () => Promise<T>) => Promise<T>

export function createCloudflareRedirects(client: Cloudflare, call: Call): CdnRedirects {
  /** The zone's entry point ruleset of the phase; undefined until a first rule made it. */
  const entrypoint = async (zoneId: string): Promise<Ruleset | undefined> => {
    try {
      return (await call('read redirect rules', () =>
        client.rulesets.phases.get(PHASE, { zone_id: zoneId }),
      )) as Ruleset
    } catch (err) {
      // A zone without redirect rules has no entry point ruleset: Cloudflare answers 404.
      if (err instanceof ProviderError && err.code === 'record_not_found') return undefined
      throw err
    }
  }

  const ensureEntrypoint = async (zoneId: string): Promise<Ruleset> => {
    const existing = await entrypoint(zoneId)
    if (existing) return existing
    // Created empty with POST, never PUT: a PUT replaces every rule, so two first redirects
    // racing would drop one. A refused create means the other one won; read what it made.
    try {
      return (await call('create redirect ruleset', () =>
        client.rulesets.create({
          zone_id: zoneId,
          name: 'default',
          kind: 'zone',
          phase: PHASE,
          rules: [],
        }),
      )) as Ruleset
    } catch (err) {
      const raced = await entrypoint(zoneId)
      if (!raced) throw err
      return raced
    }
  }

  const list = async (zoneId: string) =>
    ((await entrypoint(zoneId))?.rules ?? []).flatMap((r) => fromRule(r) ?? [])

  return {
    listRedirects: list,

    async createRedirect(zoneId, redirect) {
      const ruleset = await ensureEntrypoint(zoneId)
      const ref = `redirect_${randomBytes(8).toString('hex')}`
      const rule = toRule({ ...redirect, source: redirect.source.toLowerCase() }, ref)
      const after = (await call('create redirect rule', () =>
        client.rulesets.rules.create(ruleset.id, { zone_id: zoneId, ...rule } as Parameters<
          typeof client.rulesets.rules.create
        >[1]),
      )) as Ruleset
      const made = fromRule(after.rules?.find((r) => r.ref === ref) ?? {})
      if (!made) throw new ProviderError('Cloudflare did not return the new redirect rule', true)
      return made
    },

    async deleteRedirect(zoneId, redirectId) {
      const ruleset = await entrypoint(zoneId)
      const ours = (ruleset?.rules ?? []).some((r) => r.id === redirectId && fromRule(r))
      if (!ruleset || !ours)
        throw new ProviderError(`redirect ${redirectId} not found`, false, 'redirect_not_found')
      try {
        await call('delete redirect rule', () =>
          client.rulesets.rules.delete(redirectId, { ruleset_id: ruleset.id, zone_id: zoneId }),
        )
      } catch (err) {
        if (err instanceof ProviderError && err.code === 'record_not_found')
          throw new ProviderError(`redirect ${redirectId} not found`, false, 'redirect_not_found')
        throw err
      }
    },
  }
}
