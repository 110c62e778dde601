// What `npm start` prints last in demo mode: the launch URL, the admin console URL, the data.
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoBanner } from '../../server/demo-banner'

const hash = '#tgWebAppData=user%3D1&tgWebAppVersion=8.0'

describe('the demo start-up block', () => {
  it('names the launch URL, the admin console URL on the same launch hash, and the data folder', () => {
    const text = demoBanner({
      base: 'http://localhost:8080',
      hash,
      dataDir: './data',
      validSeconds: 86400,
    })
    expect(text).toContain(`http://localhost:8080/${hash}`)
    expect(text).toContain(`http://localhost:8080/admin${hash}`)
    expect(text).toContain(resolve('./data'))
    expect(text).toContain('86400 s')
    expect(text).toMatch(/admin in demo mode/)
  })

  it('names DATABASE_URL when the data is not under DATA_DIR', () => {
    const text = demoBanner({
      base: 'http://localhost:9000',
      hash,
      dataDir: undefined,
      validSeconds: 60,
    })
    expect(text).toContain('DATABASE_URL')
    expect(text).not.toContain(resolve('./data'))
  })
})
