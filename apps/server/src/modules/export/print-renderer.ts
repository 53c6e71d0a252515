import { PNG_SCALE } from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../http/errors';
import type { ChromiumPool } from '../../export/browser/chromium-pool';
import {
  captureArticle,
  captureArticlePages,
  captureArticlePosterPdf,
} from '../../export/pdf-png/article-captures';
import {
  ARTICLE_PDF_PAGE,
  captureArticlePdf,
  capturePages,
  capturePdf,
  captureRoot,
} from '../../export/pdf-png/captures';
import { renderPrintPage } from '../../export/pdf-png/print-page';
import type { PrintTickets } from './print-ticket';

/** Who the print page reads the work as (its team and user), and which work. */
export type PrintTarget = { workId: string; teamId: string; userId: string };

/**
 * A single stacked PNG is at most this many device pixels tall (a 450 px deck: 64 slides; 620 px: 47);
 * taller decks export as one image per slide.
 */
export const MAX_STACKED_PNG_HEIGHT = 32_768;

const PNG_VIEWPORT_HEIGHT = 800;

/**
 * PDF and PNG through the web app's print pages in the shared Chromium: mints a ticket for the work, opens
 * `/print/deck/:id` or `/print/article/:id`, and captures the drawn page. Needs the built web app.
 */
export class PrintRenderer {
  constructor(
    private readonly pool: ChromiumPool,
    private readonly app: FastifyInstance,
    private readonly tickets: PrintTickets,
    private readonly webBuilt: boolean,
  ) {}

  deckPdf(target: PrintTarget, title: string): Promise<Buffer> {
    this.requireWeb();
    return renderPrintPage(this.pool, this.app, {
      path: () => this.path('deck', target, { mode: 'pdf' }),
      title,
      context: { viewport: { width: 960, height: 540 } },
      capture: capturePdf,
    });
  }

  /** An article (every kind but decks) drawn at its print width on A4-proportioned PDF pages. */
  articlePdf(target: PrintTarget, title: string): Promise<Buffer> {
    this.requireWeb();
    return renderPrintPage(this.pool, this.app, {
      path: () => this.path('article', target, { mode: 'png', width: String(ARTICLE_PDF_PAGE.width) }),
      title,
      context: { viewport: { width: ARTICLE_PDF_PAGE.width, height: ARTICLE_PDF_PAGE.height } },
      capture: captureArticlePdf,
    });
  }

  /** All slides stacked edge to edge, `width` CSS px wide, as one PNG. */
  deckPng(target: PrintTarget, width: number, slideCount: number): Promise<Buffer> {
    const deviceHeight = Math.round((width * 9) / 16) * PNG_SCALE * slideCount;
    if (deviceHeight > MAX_STACKED_PNG_HEIGHT) {
      const max = Math.floor(MAX_STACKED_PNG_HEIGHT / (Math.round((width * 9) / 16) * PNG_SCALE));
      throw badRequest(
        `A single image holds at most ${max} slides at ${width} px; this deck has ${slideCount}. ` +
          'Export multiple images (one per slide) instead.',
      );
    }
    return this.png('deck', target, width, captureRoot);
  }

  deckPngs(target: PrintTarget, width: number): Promise<Buffer[]> {
    return this.png('deck', target, width, capturePages);
  }

  /**
   * An article drawn `width` CSS px wide: all its components as one PNG, or pages of components (split
   * between `[data-export-block]` components, at most width x 16/9 tall unless one component is taller).
   */
  articlePng(target: PrintTarget, width: number): Promise<Buffer> {
    return this.png('article', target, width, captureArticle);
  }

  /** An article drawn `width` CSS px wide as one PDF page of its own height (infographics). */
  articlePosterPdf(target: PrintTarget, width: number, title: string): Promise<Buffer> {
    this.requireWeb();
    return renderPrintPage(this.pool, this.app, {
      path: () => this.path('article', target, { mode: 'png', width: String(width) }),
      title,
      context: { viewport: { width, height: PNG_VIEWPORT_HEIGHT } },
      capture: captureArticlePosterPdf,
    });
  }

  articlePngs(target: PrintTarget, width: number): Promise<Buffer[]> {
    return this.png('article', target, width, (page) => captureArticlePages(page, width));
  }

  private png<T>(
    kind: 'deck' | 'article',
    target: PrintTarget,
    width: number,
    capture: Parameters<typeof renderPrintPage<T>>[2]['capture'],
  ): Promise<T> {
    this.requireWeb();
    return renderPrintPage(this.pool, this.app, {
      path: () => this.path(kind, target, { mode: 'png', width: String(width) }),
      context: { viewport: { width, height: PNG_VIEWPORT_HEIGHT }, deviceScaleFactor: PNG_SCALE },
      capture,
    });
  }

  private path(kind: 'deck' | 'article', target: PrintTarget, extra: Record<string, string>): string {
    const { workId, teamId, userId } = target;
    const ticket = this.tickets.mint({ workId, teamId, userId });
    const query = new URLSearchParams({ ticket, ...extra });
    return `/print/${kind}/${encodeURIComponent(workId)}?${query}`;
  }

  private requireWeb(): void {
    if (!this.webBuilt) {
      throw new AppError(
        503,
        'PDF and PNG export draw the web app, which is not built: run `npm run build -w @prowrite/web` ' +
          '(or set WEB_DIST to a built copy) and restart the server.',
      );
    }
  }
}
