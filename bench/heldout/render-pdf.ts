/** Prints HTML pages to PDF with the system Chromium (the browser e2e and the export module use). */
import { type Browser, chromium } from '@playwright/test';
import { type Layout, pageTemplates } from './layouts';

export type PdfPrinter = {
  print: (html: string, layout: Layout) => Promise<Uint8Array>;
  close: () => Promise<void>;
};

export async function startPrinter(): Promise<PdfPrinter> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage();
  return {
    async print(html, layout) {
      await page.setContent(html, { waitUntil: 'load' });
      const { header, footer } = pageTemplates(layout);
      const pdf = await page.pdf({
        format: layout.format,
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: header,
        footerTemplate: footer,
        margin: { top: '18mm', bottom: '20mm', left: '16mm', right: '16mm' },
      });
      return new Uint8Array(pdf);
    },
    close: () => browser.close(),
  };
}
