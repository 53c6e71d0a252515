import { defineConfig } from 'vitest/config';

// One runner for the unit and server suites; e2e runs in Playwright, benchmarks in bench/.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: { name: 'engine', root: 'packages/engine', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
      },
      { test: { name: 'layouts', root: 'packages/layouts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] } },
      { test: { name: 'cli', root: 'apps/cli', include: ['src/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
