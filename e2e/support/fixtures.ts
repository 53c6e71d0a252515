import { test as base, expect } from '@playwright/test';

/** Browser errors an e2e run expects: the answers of deliberately failed calls (bad login, duplicate user). */
const EXPECTED = [/Failed to load resource: the server responded with a status of (401|409|429)/];

/**
 * The page fixture, failing the test on any uncaught page error or console error it did not expect: a blank
 * screen or a broken chunk shows up here before it shows up as a confusing timeout.
 */
export const test = base.extend<{ allowedBrowserErrors: RegExp[] }>({
  /** More expected errors for one file or describe block (`test.use`), e.g. a deliberately refused upload. */
  allowedBrowserErrors: [[], { option: true }],
  page: async ({ page, allowedBrowserErrors }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      if (![...EXPECTED, ...allowedBrowserErrors].some((re) => re.test(text)))
        problems.push(`console error: ${text}`);
    });
    await use(page);
    expect(problems, 'browser errors during the test').toEqual([]);
  },
});

export { expect };
