import { afterAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import {
  checkEmailField,
  emailErrorText,
  emailFieldError,
} from '@/features/domain/email/email-error-text'

const refusal = (status: number, code: string, field?: string) =>
  new ApiError(status, code, field ? `${field}: ${code}` : code, {}, field)

describe('a refused forwarding request at its field', () => {
  afterAll(() => i18n.activate('en'))

  it('puts each 400 at the field the server names, in Russian and English', () => {
    i18n.activate('ru')
    expect(emailFieldError(refusal(400, 'alias_exists', 'alias'), i18n)).toEqual({
      field: 'alias',
      text: 'Такой псевдоним уже есть.',
    })
    expect(emailFieldError(refusal(400, 'bad_request', 'email'), i18n)).toEqual({
      field: 'email',
      text: 'Неверный email',
    })
    i18n.activate('en')
    expect(emailFieldError(refusal(400, 'destination_unverified', 'destination'), i18n)).toEqual({
      field: 'destination',
      text: 'This address is not confirmed yet: open the link in the mail sent to it.',
    })
    expect(emailFieldError(refusal(400, 'too_many_destinations', 'email'), i18n)?.text).toMatch(
      /Cloudflare allows \(200\)/,
    )
  })

  it('leaves refusals about no form field, and other failures, to the toast', () => {
    i18n.activate('en')
    expect(emailFieldError(refusal(409, 'destination_in_use', 'id'), i18n)).toBeNull()
    expect(emailFieldError(refusal(404, 'alias_not_found', 'id'), i18n)).toBeNull()
    expect(emailFieldError(new Error('offline'), i18n)).toBeNull()
    expect(emailErrorText(refusal(409, 'destination_in_use', 'id'), i18n, 'x')).toMatch(
      /^Mail is still forwarded/,
    )
    expect(emailErrorText(new Error('offline'), i18n, 'fallback')).toBe('fallback')
  })

  it('says Cloudflare is down, and that nothing was changed, in Russian and English', () => {
    const down = new ApiError(503, 'cdn_unavailable', 'The CDN is not answering', {})
    i18n.activate('ru')
    expect(emailErrorText(down, i18n, 'x')).toBe(
      'Сейчас нет связи с CDN. Ничего не изменилось; попробуйте через несколько минут.',
    )
    expect(emailFieldError(down, i18n)).toBeNull()
    i18n.activate('en')
    expect(emailErrorText(down, i18n, 'x')).toBe(
      "Can't reach the CDN right now. Nothing was changed; try again in a few minutes.",
    )
  })

  it('checks a field before sending as the server would', () => {
    i18n.activate('en')
    expect(checkEmailField('email', '  Me@Example.COM ', i18n)).toBeNull()
    expect(checkEmailField('email', 'not-an-address', i18n)).toBe('Invalid email')
    expect(checkEmailField('email', '', i18n)).toBe('Required field')
    expect(checkEmailField('alias', 'hello.team', i18n)).toBeNull()
    expect(checkEmailField('alias', '-hello', i18n)).toMatch(/^Letters, digits/)
  })
})
