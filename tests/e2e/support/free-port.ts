import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function tryPort(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(undefined))
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address()
      const got = typeof address === 'object' && address ? address.port : undefined
      probe.close(() => resolve(got))
    })
  })
}

const lockOf = (port: number) => join(tmpdir(), `domains-e2e-port-${port}.lock`)

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Claims `port` for this process until it exits: a lock file made exclusively, so two runs started
 * side by side cannot both pick a port that is free only because neither server listens yet (the
 * second would then test against the first one's server). A lock left by a dead process is taken.
 */
function claim(port: number): boolean {
  const path = lockOf(port)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      process.once('exit', () => {
        try {
          unlinkSync(path)
        } catch {
          // Already gone.
        }
      })
      return true
    } catch {
      let owner = NaN
      try {
        owner = Number(readFileSync(path, 'utf8'))
      } catch {
        continue
      }
      if (Number.isInteger(owner) && alive(owner)) return false
      try {
        unlinkSync(path)
      } catch {
        // Another run took it first; try once more.
      }
    }
  }
  return false
}

/** The first free, unclaimed port in [from, to], claimed for this process; else any free port. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (!claim(port)) continue
    if (await tryPort(port)) return port
  }
  const any = await tryPort(0)
  if (!any) throw new Error('no free TCP port on 127.0.0.1')
  return any
}
