import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { catalogParts } from './scripts/catalog-parts'
import { chunkGroups, compileHints, screenSplit } from './scripts/chunk-groups'
import { prerenderHtml } from './scripts/prerender-html'
import { projectAlias } from './scripts/path-aliases'
import { snapshotHtml } from './scripts/snapshot-html'
import { swSingleFileOutput } from './sw/tools/sw-output'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080'
const buildId = process.env.BUILD_ID ?? new Date().toISOString()
/** What turns the app's components into code, for the bundle and for the prerendered home screen. */
const componentPlugins = () => [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  lingui(),
]

export default defineConfig({
  resolve: { alias: projectAlias(new URL('.', import.meta.url)) },
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  plugins: [
    snapshotHtml(buildId),
    prerenderHtml(fileURLToPath(new URL('.', import.meta.url)), componentPlugins),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      // A screen's loader travels with its component, so its queries and their contract (DNS
      // rules, admin reports...) stay off the first route; the tab roots, where a reopen lands,
      // keep theirs in the route tree and start fetching without waiting for a chunk.
      codeSplittingOptions: { splitBehavior: screenSplit },
    }),
    ...componentPlugins(),
    catalogParts(),
    // The first route's chunks compiled as they stream in (scripts/chunk-groups.ts).
    compileHints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The update prompt (src/features/offline) registers the worker and asks before reloading.
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        buildPlugins: { vite: [swSingleFileOutput()] },
      },
      manifest: {
        id: '/',
        name: 'Домены',
        short_name: 'Домены',
        description: 'Поиск, покупка и управление доменами',
        lang: 'ru',
        // Buyers open the app in Telegram; the installed app is the admins' console.
        start_url: '/admin',
        scope: '/',
        display: 'standalone',
        theme_color: '#17212b',
        background_color: '#17212b',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
  ],
  server: { proxy: { '/api': apiTarget, '/healthz': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // One stylesheet in <head>: a screen painted from the snapshot before any chunk loads is styled.
    cssCodeSplit: false,
    // Telegram's web views: Chromium (Android, desktop) and WebKit (iOS, macOS), whose Safari
    // before 18 knows only `-webkit-backdrop-filter`. Sources write the standard property and
    // lightningcss adds the prefix for these targets; writing both by hand made the minifier keep
    // only the later one, so Chromium got no blur at all.
    cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'],
    // The first route in two chunks instead of dozens (scripts/chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
  },
})
