// How a search query or a domain name becomes lower-case ASCII labels. Shared so the client can
// refuse a bad query before sending it and the server applies the very same rules.

/** The spec's own text for a Cyrillic query. */
export const CYRILLIC_QUERY_MESSAGE = 'Поиск на кириллице недоступен. Введите латиницу.'
export const MIN_QUERY_LENGTH = 2

const CYRILLIC = /\p{Script=Cyrillic}/u
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const MAX_DOMAIN_LENGTH = 253

export const hasCyrillic = (text: string): boolean => CYRILLIC.test(text)

export type ParsedName =
  | {
      ok: true
      /** Lower-case ASCII (punycode for IDNs), no trailing dot. */ ascii: string
      labels: string[]
    }
  | { ok: false; reason: 'cyrillic' | 'too_short' | 'invalid'; message: string }

const invalid = (message: string): ParsedName => ({ ok: false, reason: 'invalid', message })

/**
 * A word (`coffee`) or a domain (`coffee.com`, `https://www.coffee.com/menu`, `münchen.de`,
 * `xn--mnchen-3ya.de`) as ASCII labels. Cyrillic is refused as the spec asks; other scripts become
 * punycode through the platform's own IDNA mapping (WHATWG URL), which also rejects bad punycode.
 */
export function parseDomainQuery(raw: string): ParsedName {
  let text = raw.trim().toLowerCase()
  if (hasCyrillic(text)) return { ok: false, reason: 'cyrillic', message: CYRILLIC_QUERY_MESSAGE }
  text = text
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '')
  if (text.length < MIN_QUERY_LENGTH) {
    return {
      ok: false,
      reason: 'too_short',
      message: `must be at least ${MIN_QUERY_LENGTH} characters`,
    }
  }
  if (text.length > MAX_DOMAIN_LENGTH)
    return invalid(`must be at most ${MAX_DOMAIN_LENGTH} characters`)

  let ascii = text
  if (!/^[a-z0-9.-]+$/.test(text) || text.includes('xn--')) {
    try {
      ascii = new URL(`http://${text}`).hostname
    } catch {
      return invalid(
        text.includes('xn--')
          ? 'has an invalid punycode (xn--) part'
          : 'may contain only letters, digits, hyphens and dots',
      )
    }
    if (hasCyrillic(ascii))
      return { ok: false, reason: 'cyrillic', message: CYRILLIC_QUERY_MESSAGE }
  }
  if (ascii.length > MAX_DOMAIN_LENGTH)
    return invalid(`must be at most ${MAX_DOMAIN_LENGTH} characters`)
  const labels = ascii.split('.')
  for (const label of labels) {
    if (label === '') return invalid('has an empty part between dots')
    if (label.length > 63) return invalid('each part must be at most 63 characters')
    if (!LABEL.test(label)) {
      return invalid('may contain only letters, digits and inner hyphens')
    }
    // RFC 5891: "--" in positions 3-4 is reserved for encoded labels.
    if (label.slice(2, 4) === '--' && !label.startsWith('xn--')) {
      return invalid(`"${label}" may not have "--" in the third and fourth places`)
    }
  }
  return { ok: true, ascii, labels }
}
