// IANA's RDAP bootstrap registry for domain names (RFC 9224): `services` is a list of
// [entries, service URLs], each entry a DNS label sequence (a TLD for every registry we use). The
// project ships a copy covering the TLDs it sells (dns.json beside this file); the refresh script
// fetches IANA's published file and writes the same entries back.
import { readFileSync } from 'node:fs'
import { z } from 'zod'

export const IANA_DNS_BOOTSTRAP_URL = 'https://data.iana.org/rdap/dns.json'
export const SHIPPED_BOOTSTRAP = new URL('./dns.json', import.meta.url)

const bootstrapFile = z.object({
  version: z.string(),
  publication: z.string(),
  description: z.string().optional(),
  services: z.array(z.tuple([z.array(z.string()), z.array(z.string())])),
})
export type BootstrapFile = z.infer<typeof bootstrapFile>

export class BootstrapError extends Error {}

/** Checks a bootstrap file's shape (RFC 9224 section 4); throws BootstrapError naming the problem. */
export function parseBootstrap(raw: unknown): BootstrapFile {
  const parsed = bootstrapFile.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new BootstrapError(
      `not an RDAP bootstrap file: ${issue?.path.join('.')} ${issue?.message}`,
    )
  }
  return parsed.data
}

/**
 * Service base URLs by entry (lower-case). Per RFC 9224 a client prefers an https URL; every base
 * is kept ending in "/" so a path is appended, never replaced.
 */
export function bootstrapBases(file: BootstrapFile): Map<string, string> {
  const bases = new Map<string, string>()
  for (const [entries, urls] of file.services) {
    const url = urls.find((u) => u.startsWith('https://')) ?? urls[0]
    if (!url) continue
    const base = url.endsWith('/') ? url : `${url}/`
    for (const entry of entries) bases.set(entry.toLowerCase(), base)
  }
  return bases
}

/** The base URL serving `domain`: the longest matching label sequence, as RFC 9224 asks. */
export function baseFor(bases: Map<string, string>, domain: string): string | undefined {
  const labels = domain.toLowerCase().split('.')
  for (let i = 1; i < labels.length; i += 1) {
    const base = bases.get(labels.slice(i).join('.'))
    if (base) return base
  }
  return undefined
}

/** Keeps the services whose entries include one of `tlds`, with only those entries. */
export function pickServices(file: BootstrapFile, tlds: readonly string[]): BootstrapFile {
  const wanted = new Set(tlds)
  const services = file.services
    .map(([entries, urls]) => [entries.filter((e) => wanted.has(e)), urls] as [string[], string[]])
    .filter(([entries]) => entries.length > 0)
  return { ...file, services }
}

export function readShippedBootstrap(path: URL | string = SHIPPED_BOOTSTRAP): BootstrapFile {
  return parseBootstrap(JSON.parse(readFileSync(path, 'utf8')))
}
