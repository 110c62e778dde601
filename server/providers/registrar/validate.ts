import { ProviderError } from '../types'

const hostnamePattern =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/

export function assertYears(years: number): void {
  if (!Number.isInteger(years) || years < 1 || years > 10) {
    throw new ProviderError(
      `years must be a whole number from 1 to 10, got ${years}`,
      false,
      'invalid_years',
    )
  }
}

/** Name servers as registries accept them: 2 to 13 distinct host names, lower-case. */
export function normalizeNameServers(nameServers: string[]): string[] {
  const list = [...new Set(nameServers.map((ns) => ns.trim().toLowerCase().replace(/\.$/, '')))]
  if (list.length < 2 || list.length > 13 || !list.every((ns) => hostnamePattern.test(ns))) {
    throw new ProviderError(
      'name servers: give 2 to 13 valid host names',
      false,
      'invalid_nameservers',
    )
  }
  return list
}
