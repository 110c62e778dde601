import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { ApiError, apiRequest, BannedError } from '@/lib/api-client'
import { bannedReason, clearBanned, isBannedRedirected, markBanned } from '@/lib/ban'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('ban flow', () => {
  let replace: ReturnType<typeof vi.fn>
  // location.replace would navigate happy-dom away; the flow only needs to have asked for it.
  const mockLocation = (pathname: string) =>
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      origin: 'http://localhost',
      hash: '',
      pathname,
      replace,
    } as unknown as Location)

  beforeEach(() => {
    sessionStorage.clear()
    replace = vi.fn()
    mockLocation('/buy')
  })
  afterEach(() => vi.restoreAllMocks())

  it('stores the reason, sets the redirect flag and replaces the page with /banned', () => {
    markBanned('spam')
    expect(sessionStorage.getItem('banned_reason')).toBe('spam')
    expect(sessionStorage.getItem('banned_redirected')).toBe('1')
    expect(bannedReason()).toBe('spam')
    expect(isBannedRedirected()).toBe(true)
    expect(replace).toHaveBeenCalledWith('/banned')
  })

  it('does not redirect again when already on /banned', () => {
    mockLocation('/banned')
    markBanned('spam')
    expect(replace).not.toHaveBeenCalled()
    expect(isBannedRedirected()).toBe(true)
  })

  it('clearBanned forgets the flag and the reason', () => {
    markBanned('x')
    clearBanned()
    expect(isBannedRedirected()).toBe(false)
    expect(bannedReason()).toBeNull()
  })

  it('a 403 {banned:true} answer starts the flow and rejects with BannedError', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(403, { banned: true, reason: 'fraud' }))
    await expect(
      apiRequest(z.object({}), { method: 'GET', path: '/api/user/profile' }),
    ).rejects.toBeInstanceOf(BannedError)
    expect(bannedReason()).toBe('fraud')
    expect(replace).toHaveBeenCalledWith('/banned')
  })

  it('a 403 with an unparseable body falls to general handling', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 403 }))
    const err: unknown = await apiRequest(z.object({}), { method: 'GET', path: '/api/x' }).catch(
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).message).toBe('Request failed')
    expect(isBannedRedirected()).toBe(false)
    expect(replace).not.toHaveBeenCalled()
  })
})
