// The fluid benchmark's web server: the built app's files (any page path gets index.html, the API
// answers 404) and one empty page with a full-screen canvas cleared every frame, the floor that
// any animated canvas of that size costs the browser.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
}

export const EMPTY_PAGE = '/__bench/empty-canvas'

const EMPTY_HTML = `<!doctype html><html><head><meta charset="utf-8">
<style>html,body{margin:0;height:100%;background:#05060a}canvas{position:fixed;inset:0;width:100%;height:100%}</style>
</head><body><canvas></canvas><script>
const canvas = document.querySelector('canvas')
canvas.width = innerWidth; canvas.height = innerHeight
const gl = canvas.getContext('webgl', { antialias: false, depth: false, stencil: false })
const frame = () => { gl.clearColor(0, 0, 0, 0); gl.clear(gl.COLOR_BUFFER_BIT); requestAnimationFrame(frame) }
requestAnimationFrame(frame)
</script></body></html>`

export async function serveDist(dist: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === EMPTY_PAGE) {
      res.writeHead(200, { 'content-type': TYPES['.html'] })
      return res.end(EMPTY_HTML)
    }
    if (path.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' })
      return res.end('{"error":"not in the bench"}')
    }
    const file = join(dist, normalize(path).replace(/^([/\\])+/, ''))
    const isFile = file.startsWith(dist) && existsSync(file) && statSync(file).isFile()
    const served = isFile ? file : join(dist, 'index.html')
    res.writeHead(200, { 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' })
    res.end(readFileSync(served))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
