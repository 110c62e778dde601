import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { coreRooms } from '../../../server/core/index'

const dir = (path: string) => new URL(`../../../${path}/`, import.meta.url)
const entries = (path: string) => readdirSync(dir(path), { withFileTypes: true })

describe('server/core rooms', () => {
  it('has no loose file but its index, and the index lists exactly its folders', () => {
    const all = entries('server/core')
    expect(all.filter((e) => e.isFile()).map((e) => e.name)).toEqual(['index.ts'])
    const folders = all.filter((e) => e.isDirectory()).map((e) => e.name)
    expect([...folders].sort()).toEqual(Object.keys(coreRooms).sort())
  })

  it('has a room for every subject the HTTP layer has a folder for', () => {
    const subjects = entries('server/http')
      .filter((e) => e.isDirectory() && e.name !== 'middleware')
      .map((e) => e.name)
    expect(subjects.filter((s) => !(s in coreRooms))).toEqual([])
  })
})
