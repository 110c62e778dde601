// The process's Prometheus series, on prom-client's registry: Node's default metrics (CPU, memory,
// event-loop lag, GC), HTTP requests and latency by route template, and failed provider calls.
// Provider adapters report failures through `recordProviderError`. Labels never carry a raw path:
// the request counter takes Hono's route template, so no id or secret reaches a scrape.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export const processRegistry = new Registry()
collectDefaultMetrics({ register: processRegistry })

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by method, route template and status class',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
})
/**
 * The same requests counted, read at scrape time from the histogram's own count of each series: a
 * counter of its own cost every request a second label hash and lookup, for a figure the histogram
 * already holds.
 */
export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests by method, route template and status class',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processRegistry],
  async collect() {
    this.reset()
    for (const v of (await httpDuration.get()).values) {
      if (v.metricName === 'http_request_duration_seconds_count' && v.value > 0)
        this.inc(v.labels as Record<'method' | 'route' | 'status', string>, v.value)
    }
  },
})
const providerErrors = new Counter({
  name: 'provider_call_errors_total',
  help: 'Failed calls to external providers (registrar, CDN, payments) by provider and operation',
  labelNames: ['provider', 'operation'] as const,
  registers: [processRegistry],
})

/** A call's name without its names and ids (`POST /core/v1/domains/{name}:renew`): few series. */
export const operationLabel = (operation: string) =>
  operation
    .split(/([ /])/)
    .map((part) => part.replace(/^[^:]*(\.|^\d+$)[^:]*/, '{name}'))
    .join('')

/** For provider adapters: count one failed call (after its retries, if any). */
export function recordProviderError(provider: string, operation: string) {
  providerErrors.inc({ provider, operation: operationLabel(operation) })
}
