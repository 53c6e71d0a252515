import { defineConfig } from '@playwright/test';

// The base URL is only known once global-setup has started the server; workers inherit it from the env.
const baseURL = process.env.PROWRITE_E2E_BASE_URL;

export default defineConfig({
  testDir: './specs',
  outputDir: './.artifacts/results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // One retry on CI: a flaky spec is still reported (as flaky) but does not sink the run.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: process.env.CI === 'true',
  use: {
    baseURL,
    headless: true,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 860 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
