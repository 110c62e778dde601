import { describe, expect, it } from 'vitest'
import { overlayScopeForPath } from '@/features/maintenance/overlay-scope'

describe('overlayScopeForPath', () => {
  it.each([
    ['/', 'general'],
    ['/panel', 'general'],
    ['/domain/example.com/renew', 'general'],
    ['/buy', 'buy'],
    ['/cart', 'buy'],
    ['/cart/', 'buy'],
    ['/aftermarket', 'market'],
    ['/aftermarket-cart', 'market'],
    ['/maintenance', null],
    ['/admin', null],
    ['/admin/users/42', null],
  ])('%s follows %s', (path, scope) => {
    expect(overlayScopeForPath(path)).toBe(scope)
  })

  it('does not treat a look-alike path as an admin page', () => {
    expect(overlayScopeForPath('/administrator')).toBe('general')
  })
})
