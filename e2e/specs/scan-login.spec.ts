import type { Browser, BrowserContext } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ScanApprovePage } from '../pages/ScanApprovePage';
import { ScanLoginPage } from '../pages/ScanLoginPage';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/test-env';

/** A second browser as a phone: small touch screen, a phone's User-Agent. */
function phoneContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  });
}

test.describe('scan login (method 3)', () => {
  test('the desktop page logs in when a signed-in phone approves the QR code', async ({
    page,
    browser,
    baseURL,
  }) => {
    const desktop = new ScanLoginPage(page);
    await desktop.open();
    await expect(desktop.qrImage).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await desktop.state()).toBe('pending');
    const approveUrl = await desktop.approveUrl();
    expect(approveUrl).toMatch(/\/scan-login#k=[A-Za-z0-9_-]{43}$/);
    // The QR code holds exactly that URL.
    expect(await desktop.decodeQr()).toBe(approveUrl);

    const phone = await phoneContext(browser, baseURL);
    try {
      const phonePage = await phone.newPage();
      // Not signed in on the phone yet: the approval page sends it to login and brings it back.
      await phonePage.goto(approveUrl);
      await expect(phonePage).toHaveURL(/\/login\?type=0&redirect=%2Fscan-login$/);
      // On a phone the login page offers no scan (nothing to scan with): no corner icon.
      await expect(phonePage.getByTestId('login-form')).toBeVisible();
      await expect(phonePage.getByTestId('login-method-scan')).toHaveCount(0);
      await new LoginPage(phonePage).login(ADMIN.email, ADMIN.password);
      await expect(phonePage).toHaveURL(/\/scan-login$/);

      const approval = new ScanApprovePage(phonePage);
      await expect(approval.card).toBeVisible();
      // The phone shows who asks: the desktop's browser (headless Chromium on Linux here).
      await expect(approval.browser).toHaveText('Linux 上的 Chrome');
      await expect(desktop.view).toHaveAttribute('data-state', 'scanned');

      await approval.approve.click();
      await expect(approval.done).toHaveAttribute('data-approved', 'true');
      await expect(page).not.toHaveURL(/\/login/);
      const token = await page.evaluate(() => localStorage.getItem('prowrite.access_token'));
      const me = await page.request.get('/api/user/getuserbytoken', {
        headers: { 'access-token': token ?? '' },
      });
      expect((await me.json()).data.email).toBe(ADMIN.email);

      // The QR code was single use: scanning it again on the phone says so.
      const again = await phone.newPage();
      await again.goto(approveUrl);
      await expect(new ScanApprovePage(again).error).toHaveAttribute('data-reason', 'taken');
    } finally {
      await phone.close();
    }
  });

  test('a refusal shows on the desktop, which can show a new QR code; the icon swaps back to account', async ({
    page,
    browser,
    baseURL,
  }) => {
    const phone = await phoneContext(browser, baseURL);
    try {
      const phonePage = await phone.newPage();
      await new LoginPage(phonePage).goto();
      await new LoginPage(phonePage).login(ADMIN.email, ADMIN.password);
      await expect(phonePage).not.toHaveURL(/\/login/);
      const desktop = new ScanLoginPage(page);
      await desktop.open();
      const first = await desktop.approveUrl();
      await phonePage.goto(first);
      const approval = new ScanApprovePage(phonePage);
      await approval.refuse.click();
      await expect(approval.done).toHaveAttribute('data-approved', 'false');
      await expect(desktop.view).toHaveAttribute('data-state', 'rejected');
      await desktop.refresh.click();
      await expect(desktop.view).toHaveAttribute('data-state', 'pending');
      expect(await desktop.approveUrl()).not.toBe(first);

      await desktop.backToAccount.click();
      await expect(page.getByTestId('login-form')).toBeVisible();
      await expect(page).toHaveURL(/type=0/);
    } finally {
      await phone.close();
    }
  });
});
