import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ArticleImage } from '@prowrite/contracts';
import { Alert, App, Button, Modal, Spin } from 'antd';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { loadPdf } from '../../traceability';
import { insertApi } from '../api/insert-api';
import { CROP_SCALE, dragRect, isUsableCrop, type Point, type Rect, scaleRect } from '../utils/crop-rect';
import './insert.css';

/** Width of the drawn page inside the modal. */
const PAGE_WIDTH = 720;

/**
 * Manual screenshot of a source figure: the source PDF page is drawn with pdf.js, the user drags a rectangle,
 * the crop is drawn again at twice the size and saved as PNG; the image gets the new address. Loaded on
 * demand (it pulls pdf.js in).
 */
export default function ScreenshotModal({
  image,
  onDone,
  onCancel,
}: {
  image: ArticleImage;
  onDone: (image: ArticleImage) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(image.page_number ?? 1);
  const [size, setSize] = useState<{ width: number; height: number; scale: number } | null>(null);
  const [drag, setDrag] = useState<Point | null>(null);
  const [rect, setRect] = useState<Rect | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    if (!image.fid) return;
    loadPdf(image.fid).then(
      (d) => live && setDoc(d),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [image.fid]);

  useEffect(() => {
    if (!doc || !canvasRef.current) return;
    let task: RenderTask | null = null;
    let live = true;
    setRect(null);
    (async () => {
      const pdfPage = await doc.getPage(Math.min(Math.max(1, page), doc.numPages));
      const scale = PAGE_WIDTH / pdfPage.getViewport({ scale: 1 }).width;
      const viewport = pdfPage.getViewport({ scale });
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
      if (live) setSize({ width: viewport.width, height: viewport.height, scale });
    })().catch((e: unknown) => {
      if (live && (e as { name?: string }).name !== 'RenderingCancelledException')
        setError(e instanceof Error ? e.message : String(e));
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, page]);

  const point = (e: PointerEvent<HTMLDivElement>): Point => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!size || saving) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = point(e);
    setDrag(p);
    setRect(dragRect(p, p, size.width, size.height));
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag && size) setRect(dragRect(drag, point(e), size.width, size.height));
  };

  const save = async () => {
    if (!doc || !size || !isUsableCrop(rect) || !image.fid) return;
    setSaving(true);
    try {
      const png = await renderCrop(doc, page, size.scale, rect);
      const sha1 = image.sha1 || (await insertApi.fileSha1(image.fid)) || '';
      const saved = await insertApi.saveScreenshot(png, {
        originalUrl: image.url,
        sha1,
        objId: image.uniq_id,
      });
      onDone({
        ...image,
        url: saved.open_url,
        width: saved.width,
        height: saved.height,
        page_number: page,
        sha1: sha1 || undefined,
      });
    } catch (e) {
      // Errors of the save call were already shown by the HTTP client; drawing errors are shown here.
      if (!(e instanceof HttpError))
        void message.error(e instanceof Error ? e.message : t('insert.screenshot.failed'));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('insert.screenshot.title')}
      width={PAGE_WIDTH + 50}
      onCancel={onCancel}
      mask={{ closable: false }}
      className="pw-insert-dialog pw-insert-shot"
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          disabled={!isUsableCrop(rect) || !size}
          loading={saving}
          onClick={() => void save()}
          data-testid="screenshot-save"
        >
          {t('insert.screenshot.save')}
        </Button>,
      ]}
    >
      {error ? (
        <Alert type="error" showIcon title={t('insert.screenshot.pdfFailed')} description={error} />
      ) : (
        <>
          <div className="pw-insert-link-row">
            <Button
              size="small"
              icon={<LeftOutlined />}
              disabled={!doc || page <= 1 || saving}
              onClick={() => setPage((p) => p - 1)}
              aria-label={t('trace.panel.prevPage')}
            />
            <span data-testid="screenshot-page">
              {doc ? t('trace.panel.pageOf', { page, total: doc.numPages }) : t('common.loading')}
            </span>
            <Button
              size="small"
              icon={<RightOutlined />}
              disabled={!doc || page >= doc.numPages || saving}
              onClick={() => setPage((p) => p + 1)}
              aria-label={t('trace.panel.nextPage')}
            />
            <span className="pw-insert-hint">{t('insert.screenshot.hint')}</span>
          </div>
          <div className="pw-shot-scroll">
            <div
              className="pw-shot-frame"
              style={size ? { width: size.width, height: size.height } : undefined}
            >
              {!size && <Spin className="pw-shot-spin" />}
              <canvas ref={canvasRef} />
              <div
                className="pw-shot-overlay"
                data-testid="screenshot-area"
                data-ready={size ? 'true' : undefined}
                onPointerDown={onDown}
                onPointerMove={onMove}
                onPointerUp={() => setDrag(null)}
                onPointerCancel={() => setDrag(null)}
              >
                {rect && rect.width > 0 && (
                  <span
                    className="pw-shot-rect"
                    style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
                  />
                )}
              </div>
            </div>
          </div>
        </>
      )}
    </Modal>
  );
}

/** Draws the page again at CROP_SCALE times its shown size and cuts the rectangle out as PNG. */
async function renderCrop(
  doc: PDFDocumentProxy,
  pageNumber: number,
  scale: number,
  rect: Rect,
): Promise<Blob> {
  const pdfPage = await doc.getPage(pageNumber);
  const viewport = pdfPage.getViewport({ scale: scale * CROP_SCALE });
  const full = document.createElement('canvas');
  full.width = Math.ceil(viewport.width);
  full.height = Math.ceil(viewport.height);
  await pdfPage.render({ canvas: full, viewport }).promise;
  const crop = scaleRect(rect, CROP_SCALE);
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.min(crop.width, full.width - crop.left));
  out.height = Math.max(1, Math.min(crop.height, full.height - crop.top));
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  ctx.drawImage(full, crop.left, crop.top, out.width, out.height, 0, 0, out.width, out.height);
  return new Promise((resolve, reject) =>
    out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}
