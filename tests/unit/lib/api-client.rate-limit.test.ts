import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { ApiError, apiRequest } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'

const refused = (retryAfter: string | null, body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 429,
    headers: {
      'Content-Type': 'application/json',
      ...(retryAfter === null ? {} : { 'Retry-After': retryAfter }),
    },
  })

async function failureOf(res: Response): Promise<ApiError> {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(res)
  const err: unknown = await apiRequest(z.object({}), {
    method: 'POST',
    path: '/api/search',
  }).catch((e: unknown) => e)
  expect(err).toBeInstanceOf(ApiError)
  return err as ApiError
}

describe('a 429 from a limited call', () => {
  afterEach(() => vi.restoreAllMocks())

  it('becomes a rate_limited error whose message says how long to wait, in Russian', async () => {
    i18n.activate('ru')
    const err = await failureOf(
      refused('17', { error: 'rate_limited', message: 'Too many requests, try again in 17 s' }),
    )
    expect(err.status).toBe(429)
    expect(err.code).toBe('rate_limited')
    expect(err.message).toBe('Слишком много запросов, попробуйте через 17 с')
  })

  it('says the same in English, and waits a minute when the header is missing', async () => {
    i18n.activate('en')
    expect((await failureOf(refused('5', { error: 'rate_limited', message: 'x' }))).message).toBe(
      'Too many requests, try again in 5 s',
    )
    expect((await failureOf(refused(null, 'not json'))).message).toBe(
      'Too many requests, try again in 60 s',
    )
  })

  it('leaves the admin sign-in lock (too_many_attempts) to its own screen', async () => {
    i18n.activate('en')
    const err = await failureOf(
      refused('900', { error: 'too_many_attempts', message: 'Too many failed sign-ins.' }),
    )
    expect(err.code).toBe('too_many_attempts')
  })
})
