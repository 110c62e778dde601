import { afterAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { cdnErrorText } from '@/features/domain/dns/cdn-error-text'

const rejected = (code: number, message: string) =>
  new ApiError(400, 'cdn_rejected', `content: ${message}`, {
    error: 'cdn_rejected',
    message: `content: ${message}`,
    cdn_errors: [{ code, message }],
  })
const unreachable = new ApiError(503, 'cdn_unavailable', 'The CDN is not answering', {})

describe('CDN error texts', () => {
  afterAll(() => i18n.activate('en'))

  it('says a known Cloudflare refusal and an outage in Russian', () => {
    i18n.activate('ru')
    expect(cdnErrorText(rejected(9005, 'Content for A record must be…'), i18n, 'x')).toBe(
      'Для записи A нужен корректный IPv4-адрес.',
    )
    expect(cdnErrorText(unreachable, i18n, 'x')).toMatch(/^Сейчас нет связи с CDN/)
    expect(cdnErrorText(rejected(1234, 'Zone is locked.'), i18n, 'x')).toBe(
      'CDN отклонил изменение: Zone is locked.',
    )
  })

  it('says them in English, and leaves other failures to the screen', () => {
    i18n.activate('en')
    expect(cdnErrorText(rejected(81058, 'An identical record already exists.'), i18n, 'x')).toBe(
      'An identical record already exists.',
    )
    expect(cdnErrorText(unreachable, i18n, 'x')).toMatch(/^Can't reach the CDN/)
    expect(cdnErrorText(new ApiError(404, 'record_not_found', 'gone', {}), i18n, 'fallback')).toBe(
      'fallback',
    )
    expect(cdnErrorText(new Error('offline'), i18n, 'fallback')).toBe('fallback')
  })
})
