import { LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPdf } from '../utils/pdf-loader';
import { type PageHighlights, type PdfTextItem, pageHighlights } from '../utils/pdf-highlight';

/** Horizontal padding of the panel body around the page. */
const BODY_PADDING = 40;
/** Page widths relative to the panel: fit, then closer looks (the page scrolls inside the panel). */
const ZOOMS = [1, 1.5, 2, 3] as const;

type Rendered = { page: number; width: number; height: number; highlights: PageHighlights | null };

/** One page of a PDF source drawn with pdf.js, with boxes over the quote and the number. */
export function PdfPageView({
  fileId,
  page,
  quote,
  number,
  width,
}: {
  fileId: string;
  page: number;
  quote?: string;
  number?: string;
  /** The panel width; the page is drawn to fit it. */
  width: number;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState(page);
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [zoom, setZoom] = useState(0);
  const [drawWidth, setDrawWidth] = useState(width - BODY_PADDING);

  useEffect(() => setCurrent(page), [page]);

  // Redraw after the drag settles, not at every pointer move.
  useEffect(() => {
    const timer = setTimeout(() => setDrawWidth(Math.max(200, (width - BODY_PADDING) * ZOOMS[zoom]!)), 150);
    return () => clearTimeout(timer);
  }, [width, zoom]);

  useEffect(() => {
    let live = true;
    setError(null);
    loadPdf(fileId).then(
      (d) => live && setDoc(d),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [fileId]);

  useEffect(() => {
    if (!doc || !canvasRef.current) return;
    let task: RenderTask | null = null;
    let live = true;
    const pageNum = Math.min(Math.max(1, current), doc.numPages);
    (async () => {
      const pdfPage = await doc.getPage(pageNum);
      const base = pdfPage.getViewport({ scale: 1 });
      const viewport = pdfPage.getViewport({ scale: drawWidth / base.width });
      const canvas = canvasRef.current;
      if (!live || !canvas) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${viewport.width}px`;
      canvas.style.height = `${viewport.height}px`;
      task = pdfPage.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise;
      const marks =
        pageNum === page && (quote || number)
          ? pageHighlights(
              (await pdfPage.getTextContent()).items.flatMap((i): PdfTextItem[] =>
                'str' in i ? [{ str: i.str, transform: i.transform, width: i.width }] : [],
              ),
              viewport.transform,
              viewport.scale,
              quote,
              number,
            )
          : null;
      if (live)
        setRendered({ page: pageNum, width: viewport.width, height: viewport.height, highlights: marks });
    })().catch((e: unknown) => {
      if (live && (e as { name?: string }).name !== 'RenderingCancelledException')
        setError(e instanceof Error ? e.message : String(e));
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, current, drawWidth, page, quote, number]);

  // Bring the first mark into view once the target page is drawn.
  useEffect(() => {
    if (rendered?.highlights)
      frameRef.current?.querySelector('[data-first-mark]')?.scrollIntoView({ block: 'center' });
  }, [rendered]);

  if (error) return <Alert type="error" showIcon title={t('trace.panel.fileFailed')} description={error} />;
  const highlights = rendered?.page === current ? rendered.highlights : null;
  const boxes = [
    ...(highlights?.quote ?? []).map((r) => ({ r, kind: 'quote' as const })),
    ...(highlights?.number ?? []).map((r) => ({ r, kind: 'number' as const })),
  ];

  return (
    <div className="pw-pdf" data-testid="source-pdf" data-rendered-page={rendered?.page}>
      <div className="pw-pdf-nav">
        <Button
          size="small"
          icon={<LeftOutlined />}
          disabled={!doc || current <= 1}
          onClick={() => setCurrent((p) => p - 1)}
          aria-label={t('trace.panel.prevPage')}
        />
        <span data-testid="source-pdf-page">
          {doc ? t('trace.panel.pageOf', { page: current, total: doc.numPages }) : t('common.loading')}
        </span>
        <Button
          size="small"
          icon={<RightOutlined />}
          disabled={!doc || current >= doc.numPages}
          onClick={() => setCurrent((p) => p + 1)}
          aria-label={t('trace.panel.nextPage')}
        />
        <Button
          size="small"
          icon={<ZoomOutOutlined />}
          disabled={zoom === 0}
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
          aria-label={t('trace.panel.zoomOut')}
        />
        <span className="pw-pdf-zoom">{Math.round(ZOOMS[zoom]! * 100)}%</span>
        <Button
          size="small"
          icon={<ZoomInOutlined />}
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          aria-label={t('trace.panel.zoomIn')}
          data-testid="source-pdf-zoom-in"
        />
        {current !== page && (
          <Button size="small" type="link" onClick={() => setCurrent(page)}>
            {t('trace.panel.backToQuote', { page })}
          </Button>
        )}
      </div>
      {highlights && quote && !highlights.quoteFound && (
        <Alert type="warning" showIcon title={t('trace.panel.quoteNotMarked')} className="pw-pdf-warning" />
      )}
      <div className="pw-pdf-frame" ref={frameRef} style={rendered ? { width: rendered.width } : undefined}>
        {!rendered && <Spin className="pw-source-spin" />}
        <canvas
          ref={canvasRef}
          aria-label={t('trace.panel.pageOf', { page: current, total: doc?.numPages ?? 0 })}
        />
        {boxes.map(({ r, kind }, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: boxes are recomputed together at every render.
            key={`${kind}-${i}`}
            className={`pw-pdf-mark is-${kind}`}
            data-testid={`pdf-mark-${kind}`}
            data-first-mark={i === 0 || undefined}
            style={{ left: r.left - 1, top: r.top - 1, width: r.width + 2, height: r.height + 2 }}
          />
        ))}
      </div>
    </div>
  );
}
