import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';

/** The login page's scan view (method 3): the QR code, its state and the approval URL it holds. */
export class ScanLoginPage {
  readonly view: Locator;
  readonly qr: Locator;
  readonly qrImage: Locator;
  readonly status: Locator;
  readonly refresh: Locator;
  readonly backToAccount: Locator;

  constructor(readonly page: Page) {
    this.view = page.getByTestId('scan-login');
    this.qr = page.getByTestId('scan-qr');
    this.qrImage = this.qr.locator('img');
    this.status = page.getByTestId('scan-status');
    this.refresh = page.getByTestId('scan-refresh');
    this.backToAccount = page.getByTestId('login-method-scan-back');
  }

  /** Opens /login and swaps to scan by the corner icon. */
  async open(): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByTestId('login-method-scan').click();
    await this.qrImage.waitFor();
  }

  /** The URL the QR code holds (the page exposes it beside the image). */
  async approveUrl(): Promise<string> {
    const url = await this.qr.getAttribute('data-approve-url');
    if (!url) throw new Error('the QR code has no approval URL');
    return url;
  }

  /** What the QR image itself says: its pixels, read in the page, decoded with jsQR. */
  async decodeQr(): Promise<string | null> {
    const image = await this.qrImage.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d');
      if (!ctx) return null;
      ctx.drawImage(img, 0, 0);
      const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      return { data: Array.from(data), width, height };
    });
    if (!image) return null;
    return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null;
  }

  state(): Promise<string | null> {
    return this.view.getAttribute('data-state');
  }
}
