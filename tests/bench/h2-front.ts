// A TLS + HTTP/2 front for the bench, standing where Caddy stands in production (compose.yaml):
// Telegram opens the app only over https, so browsers fetch it over HTTP/2 through the proxy,
// while the Node server itself speaks HTTP/1.1. Bytes pass untouched (compressed answers stay
// compressed); only connection-level headers are dropped. The certificate is self-signed, made
// with openssl for this run, so the browser needs --ignore-certificate-errors.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { Agent, request, type IncomingHttpHeaders } from 'node:http'
import { createSecureServer } from 'node:http2'
import { join } from 'node:path'

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers))
    if (!name.startsWith(':') && !HOP_BY_HOP.includes(name)) out[name] = value
  return out
}

export interface H2Front {
  url: string
  close(): Promise<void>
}

export async function startH2Front(opts: {
  target: string
  port: number
  dir: string
}): Promise<H2Front> {
  const key = join(opts.dir, 'front-key.pem')
  const cert = join(opts.dir, 'front-cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  const target = new URL(opts.target)
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const server = createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (req, res) => {
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...forwardable(req.headers), host: target.host },
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers))
          answer.pipe(res)
        },
      )
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502)
        res.end()
      })
      req.pipe(upstream)
    },
  )
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve))
  return {
    url: `https://127.0.0.1:${opts.port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy()
        server.close(() => resolve())
      }),
  }
}
