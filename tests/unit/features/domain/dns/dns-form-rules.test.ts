import { describe, expect, it } from 'vitest'
import { dnsCreateRequest } from '@contract/dns'
import {
  dnsContentProblem,
  dnsTypes,
  isIPv4,
  isIPv6,
  isRecordName,
  splitMxContent,
} from '@contract/dns-record-rules'
import { checkDnsForm, takesAn } from '@/features/domain/dns/dns-form-rules'

describe('DNS content rules', () => {
  it('accepts IPv4 only in dotted decimal without leading zeros', () => {
    for (const ok of ['0.0.0.0', '192.0.2.1', '255.255.255.255']) expect(isIPv4(ok), ok).toBe(true)
    for (const bad of ['256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4.5', 'a.b.c.d', '', ' 1.2.3.4'])
      expect(isIPv4(bad), bad).toBe(false)
  })

  it('accepts IPv6 full, compressed and with an IPv4 tail', () => {
    for (const ok of [
      '2001:db8::1',
      '::1',
      '::',
      'fe80::1:2:3:4',
      '::ffff:192.0.2.1',
      '1:2:3:4:5:6:7:8',
    ])
      expect(isIPv6(ok), ok).toBe(true)
    for (const bad of [
      '2001:db8:::1',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      'g::1',
      '192.0.2.1',
      '12345::1',
      '',
    ])
      expect(isIPv6(bad), bad).toBe(false)
  })

  it('checks each type by its own shape', () => {
    const valid: Record<string, string> = {
      A: '192.0.2.1',
      AAAA: '2001:db8::1',
      CNAME: 'target.example.com.',
      NS: 'ns1.example.net',
      MX: '10 mail.example.com',
      TXT: 'v=spf1 include:_spf.example.com ~all',
      CAA: '0 issue "letsencrypt.org"',
      SRV: '10 5 5060 sip.example.com',
      URI: '10 1 "https://example.com/"',
      HTTPS: '1 . alpn=h2,h3',
      SVCB: '1 svc.example.com port=8443',
      TLSA: '3 1 1 0123456789abcdef',
      SMIMEA: '3 0 0 abcdef',
      SSHFP: '4 2 123456789abcdef67890123456789abcdef67890123456789abcdef123456789a',
      DS: '2371 13 2 1F987CC6583E92DF0890718C42',
      DNSKEY:
        '257 3 13 mdsswUyr3DPW132mOi8V9xESWE8jTo0d xCjjnopKl+GqJxpVXckHAeF+KkxLbxILfDLUT0rAK9iUzy1L53eKGQ==',
      CERT: 'PGP 0 0 aGVsbG8=',
      NAPTR: '100 10 "u" "E2U+sip" "!^.*$!sip:info@example.com!" .',
      LOC: '51 30 12.748 N 0 7 39.611 W 0.00m',
    }
    expect(Object.keys(valid).sort()).toEqual([...dnsTypes].sort())
    for (const type of dnsTypes)
      expect(dnsContentProblem(type, valid[type] ?? ''), type).toBeUndefined()
    const invalid: [(typeof dnsTypes)[number], string][] = [
      ['A', '2001:db8::1'],
      ['AAAA', '192.0.2.1'],
      ['CNAME', 'two words'],
      ['MX', '70000 mail.example.com'],
      ['CAA', '0 issue letsencrypt.org'],
      ['SRV', '10 5 sip.example.com'],
      ['TLSA', '3 1 1 not-hex'],
      ['DS', '2371 13 2'],
      ['LOC', 'somewhere nice'],
      ['TXT', 'x'.repeat(2049)],
    ]
    for (const [type, content] of invalid)
      expect(dnsContentProblem(type, content), `${type} ${content}`).toMatch(/^must/)
    expect(dnsContentProblem('TXT', '   ')).toBe('is required')
  })

  it('takes @ or a host name as the record name', () => {
    for (const ok of ['@', 'www', '_dmarc', 'a.b.c', '*.apps', 'mail-1'])
      expect(isRecordName(ok), ok).toBe(true)
    for (const bad of ['', 'two words', '-bad', 'a..b', 'ü', '@@'])
      expect(isRecordName(bad), bad).toBe(false)
  })

  it('names the wrong field, and lets only web records through the proxy', () => {
    const issue = (body: unknown) => dnsCreateRequest.safeParse(body).error?.issues[0]?.path[0]
    expect(issue({ type: 'A', name: 'www', content: '1.2.3' })).toBe('content')
    expect(issue({ type: 'TXT', name: '@', content: 'x', proxy_status: 'PROXIED' })).toBe(
      'proxy_status',
    )
    expect(issue({ type: 'NOPE', name: '@', content: 'x' })).toBe('type')
    expect(
      dnsCreateRequest.parse({ type: 'cname', name: 'www', content: 'x.example.com' }),
    ).toEqual({
      type: 'CNAME',
      name: 'www',
      content: 'x.example.com',
      proxy_status: 'DNS_ONLY',
    })
  })

  it('gives the form required and invalid states per field', () => {
    expect(
      checkDnsForm({ type: 'A', name: '', content: '', priority: '10', proxied: false }),
    ).toEqual({
      ok: false,
      errors: { name: 'required', content: 'required' },
    })
    expect(
      checkDnsForm({ type: 'A', name: 'www', content: 'abc', priority: '10', proxied: true }),
    ).toEqual({
      ok: false,
      errors: { content: 'invalid' },
    })
    // The proxy choice is dropped for types that cannot be proxied instead of failing.
    expect(
      checkDnsForm({
        type: 'MX',
        name: '@',
        content: ' mx.example.com ',
        priority: ' 5 ',
        proxied: true,
      }),
    ).toEqual({
      ok: true,
      record: { type: 'MX', name: '@', content: '5 mx.example.com', proxy_status: 'DNS_ONLY' },
    })
  })

  it('checks the MX priority in its own field, apart from the host', () => {
    const mx = { type: 'MX' as const, name: '@', proxied: false }
    for (const [priority, error] of [
      ['', 'required'],
      ['65536', 'invalid'],
      ['-1', 'invalid'],
      ['ten', 'invalid'],
    ] as const)
      expect(checkDnsForm({ ...mx, content: 'mx.example.com', priority }), priority).toEqual({
        ok: false,
        errors: { priority: error },
      })
    expect(checkDnsForm({ ...mx, content: 'not a host', priority: 'x' })).toEqual({
      ok: false,
      errors: { priority: 'invalid', content: 'invalid' },
    })
    expect(checkDnsForm({ ...mx, content: 'mx.example.com', priority: '0' })).toMatchObject({
      ok: true,
      record: { content: '0 mx.example.com' },
    })
    // Only MX has the field: another type ignores whatever it holds.
    expect(
      checkDnsForm({ type: 'A', name: '@', content: '192.0.2.1', priority: 'x', proxied: false }),
    ).toMatchObject({ ok: true, record: { content: '192.0.2.1' } })
  })

  it('splits stored MX content into the priority and the host for editing', () => {
    expect(splitMxContent('10 mx.example.com')).toEqual({ priority: '10', host: 'mx.example.com' })
    expect(splitMxContent(' mx.example.com ')).toEqual({ host: 'mx.example.com' })
    expect(splitMxContent('a b c')).toEqual({ host: 'a b c' })
  })

  it('picks the English article by how the type is read aloud', () => {
    for (const type of ['A', 'AAAA', 'MX', 'NS', 'SRV', 'HTTPS'] as const)
      expect(takesAn(type), type).toBe(true)
    for (const type of ['CNAME', 'TXT', 'CAA', 'URI', 'DS', 'LOC'] as const)
      expect(takesAn(type), type).toBe(false)
  })
})
