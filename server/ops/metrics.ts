// A small Prometheus registry for this process: counters and histograms with labels, rendered in the
// text exposition format. Provider adapters report failed calls through `recordProviderError`.

type Labels = Record<string, string>

const key = (labels: Labels) => JSON.stringify(Object.entries(labels).sort())
const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"')
export const formatLabels = (labels: Labels) => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${escape(v)}"`)
  return parts.length ? `{${parts.join(',')}}` : ''
}

export class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>()
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1) {
    const k = key(labels)
    const cur = this.values.get(k) ?? { labels, value: 0 }
    cur.value += by
    this.values.set(k, cur)
  }

  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`]
    for (const { labels, value } of this.values.values())
      lines.push(`${this.name}${formatLabels(labels)} ${value}`)
    return lines.join('\n')
  }
}

export class Histogram {
  private readonly series = new Map<
    string,
    { labels: Labels; counts: number[]; sum: number; count: number }
  >()
  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: readonly number[],
  ) {}

  observe(labels: Labels, value: number) {
    const k = key(labels)
    const s = this.series.get(k) ?? { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 }
    this.buckets.forEach((b, i) => {
      if (value <= b) s.counts[i] = (s.counts[i] ?? 0) + 1
    })
    s.sum += value
    s.count += 1
    this.series.set(k, s)
  }

  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`]
    for (const { labels, counts, sum, count } of this.series.values()) {
      this.buckets.forEach((b, i) => {
        lines.push(`${this.name}_bucket${formatLabels({ ...labels, le: String(b) })} ${counts[i]}`)
      })
      lines.push(`${this.name}_bucket${formatLabels({ ...labels, le: '+Inf' })} ${count}`)
      lines.push(`${this.name}_sum${formatLabels(labels)} ${sum}`)
      lines.push(`${this.name}_count${formatLabels(labels)} ${count}`)
    }
    return lines.join('\n')
  }
}

export const httpRequests = new Counter(
  'http_requests_total',
  'HTTP requests by method, route pattern and status class',
)
export const httpDuration = new Histogram(
  'http_request_duration_seconds',
  'HTTP request latency by method, route pattern and status class',
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
)
export const providerErrors = new Counter(
  'provider_call_errors_total',
  'Failed calls to external providers (registrar, CDN, payments) by provider and operation',
)

/** For provider adapters: count one failed call (after its retries, if any). */
export function recordProviderError(provider: string, operation: string) {
  providerErrors.inc({ provider, operation })
}

/** The process's own series, rendered; gauges read from the database are appended by the caller. */
export function renderProcessMetrics(): string {
  return [httpRequests.render(), httpDuration.render(), providerErrors.render()].join('\n')
}
