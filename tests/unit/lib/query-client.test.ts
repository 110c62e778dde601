import { describe, expect, it } from 'vitest'
import { ApiError, BannedError, ContractError, NetworkError } from '@/lib/api-client'
import { shouldRetry } from '@/lib/query-client'

describe('query retry policy', () => {
  it('never retries a 4xx, a ban or a contract mismatch', () => {
    expect(shouldRetry(0, new ApiError(400, 'bad_request', 'x', {}))).toBe(false)
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'x', {}))).toBe(false)
    expect(shouldRetry(0, new BannedError('r'))).toBe(false)
    expect(shouldRetry(0, new ContractError('/api/x', []))).toBe(false)
  })

  it('retries network errors and 5xx twice', () => {
    expect(shouldRetry(0, new NetworkError())).toBe(true)
    expect(shouldRetry(1, new ApiError(503, 'unavailable', 'x', {}))).toBe(true)
    expect(shouldRetry(2, new NetworkError())).toBe(false)
  })
})
