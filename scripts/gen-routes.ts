// Regenerates src/routeTree.gen.ts from src/routes without a Vite build (the same generator the
// Vite plugin runs), so typecheck works on a fresh clone and after adding a route.
import { Generator, getConfig } from '@tanstack/router-generator'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const config = getConfig(
  {
    target: 'react',
    routesDirectory: './src/routes',
    generatedRouteTree: './src/routeTree.gen.ts',
  },
  root,
)
const generator = new Generator({ config, root })
await generator.run()
console.log('route tree written to src/routeTree.gen.ts')
