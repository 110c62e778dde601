// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface RequestSpec {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (req: RequestSpec) => RequestSpec
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: RequestSpec[]
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    non2xx: number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    errors: number
    timeouts: number
  }
  function autocannon(opts: Options): Promise<Result>
  export default autocannon
}
