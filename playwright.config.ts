// e2e in Debian's Chromium against the built app served by one real server process
// (tests/e2e/support/global-setup.ts). One worker: the machine has two cores and one server.
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium'
import { freePort } from './tests/e2e/support/free-port'

// Chosen once in the runner; workers inherit the variables, so they all reach the same server.
// Set E2E_BASE_URL yourself to run the specs against a server you started.
if (!process.env.E2E_BASE_URL) {
  process.env.E2E_PORT = String(await freePort(8201, 8219))
  process.env.E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`
  process.env.E2E_START_SERVER = '1'
}

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'ru-RU',
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
})
