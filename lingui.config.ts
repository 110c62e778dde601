import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/routeTree.gen.ts'],
    },
    // The bot's texts (server/bot/i18n.ts reads and compiles these when the server starts).
    {
      path: '<rootDir>/server/bot/locales/{locale}/messages',
      include: ['<rootDir>/server/bot'],
    },
  ],
  // File origins without line numbers: catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
