// One user's money flows take turns in the process; other users' and other databases' do not wait.
import { describe, expect, it } from 'vitest'
import type { Db } from '../../../../server/db/client'
import { inTurn } from '../../../../server/core/ledger/in-turn'

const dbA = {} as Db
const dbB = {} as Db

/** A flow that records when it starts and ends, and finishes when `release` is called. */
function gated(log: string[], name: string) {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  const flow = async () => {
    log.push(`${name} start`)
    await gate
    log.push(`${name} end`)
    return name
  }
  return { flow, release }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('inTurn', () => {
  it("runs one user's flows one after another, in the order they came", async () => {
    const log: string[] = []
    const a = gated(log, 'a')
    const b = gated(log, 'b')
    const first = inTurn(dbA, 1, a.flow)
    const second = inTurn(dbA, 1, b.flow)
    await tick()
    expect(log).toEqual(['a start'])
    b.release()
    await tick()
    expect(log).toEqual(['a start'])
    a.release()
    expect(await Promise.all([first, second])).toEqual(['a', 'b'])
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end'])
  })

  it("does not make another user's flow, or the same user's on another database, wait", async () => {
    const log: string[] = []
    const a = gated(log, 'a')
    const held = inTurn(dbA, 1, a.flow)
    expect(await inTurn(dbA, 2, () => Promise.resolve('other user'))).toBe('other user')
    expect(await inTurn(dbB, 1, () => Promise.resolve('other database'))).toBe('other database')
    a.release()
    await held
  })

  it('lets the next flow run after one fails, and passes the failure to its own caller', async () => {
    const failing = inTurn(dbA, 3, () => Promise.reject(new Error('declined')))
    const next = inTurn(dbA, 3, () => Promise.resolve('next'))
    await expect(failing).rejects.toThrow('declined')
    expect(await next).toBe('next')
  })

  it('a flow that throws before its first await is a rejected promise, not a throw', async () => {
    const thrown = inTurn(dbA, 4, () => {
      throw new Error('at once')
    })
    await expect(thrown).rejects.toThrow('at once')
    expect(await inTurn(dbA, 4, () => Promise.resolve('after'))).toBe('after')
  })
})
