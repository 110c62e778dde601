import { serveStatic } from '@hono/node-server/serve-static'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Hono } from 'hono'
import type { AppEnv } from './env'

/**
 * Serves the built client. Hashed assets are immutable; the shell, the service worker and the
 * manifest are revalidated so a new build is picked up. Any other path gets the app (client routing).
 */
export function serveApp(app: Hono<AppEnv>, dir: string) {
  const indexPath = join(dir, 'index.html')
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use(
    '/*',
    serveStatic({
      root: dir,
      onFound: (path, c) => {
        if (!path.includes('/assets/')) c.header('Cache-Control', 'no-cache')
      },
    }),
  )
  app.get('*', (c) => {
    if (!existsSync(indexPath)) return c.text('The app is not built: run npm run build', 503)
    c.header('Cache-Control', 'no-cache')
    return c.html(readFileSync(indexPath, 'utf8'))
  })
}
