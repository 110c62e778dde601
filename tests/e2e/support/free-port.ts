import { createServer } from 'node:net'

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

/** The first free port in [from, to], else any free port the system gives. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const got = await tryPort(port)
    if (got) return got
  }
  const any = await tryPort(0)
  if (!any) throw new Error('no free TCP port on 127.0.0.1')
  return any
}
