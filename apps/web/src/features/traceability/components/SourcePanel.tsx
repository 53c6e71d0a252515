import { CloseOutlined, FilePdfOutlined, FileTextOutlined, FileWordOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { traceApi } from '../api/trace-api';
import type { SourceTarget } from '../hooks/source-panel-context';
import { usePanelWidth } from '../hooks/use-panel-width';
import { QuoteBlock } from './QuoteBlock';
import { TextSourceView } from './TextSourceView';
import './source-panel.css';

// pdf.js is large: it loads the first time a PDF source is shown.
const PdfPageView = lazy(async () => ({ default: (await import('./PdfPageView')).PdfPageView }));

/** The panel stays in the page this long after closing, for its slide-out. */
const CLOSE_DELAY_MS = 500;

type Phase = 'opening' | 'open' | 'closing';

/**
 * The source preview side panel: slides in from the right, resizable by dragging its left edge (415 px ..
 * 67% of the window), closed by Escape or the close button. Shows the quote with the number marked, and
 * the source itself at the page (PDF) or the passage (TXT, Markdown).
 */
export function SourcePanel({ target, onClose }: { target: SourceTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<SourceTarget | null>(target);
  const [phase, setPhase] = useState<Phase>('opening');
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (target) {
      setShown(target);
      const frame = requestAnimationFrame(() => setPhase('open'));
      return () => cancelAnimationFrame(frame);
    }
    setPhase('closing');
    const timer = setTimeout(() => {
      setShown(null);
      setPhase('opening');
    }, CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);

  useEffect(() => {
    if (!target) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [target, onClose]);

  const file = useQuery({
    queryKey: ['files', 'detail', shown?.fileId ?? ''],
    queryFn: ({ signal }) => traceApi.fileDetail(shown!.fileId, signal),
    enabled: shown !== null,
  });
  const size = usePanelWidth(file.data?.kind);

  if (!shown) return null;
  const kind = file.data?.kind;
  const Icon = kind === 'pdf' ? FilePdfOutlined : kind === 'docx' ? FileWordOutlined : FileTextOutlined;

  return (
    <aside
      ref={panelRef}
      className={`pw-source-panel is-${phase}`}
      style={{ width: size.width }}
      aria-label={t('trace.panel.label')}
      data-testid="source-panel"
      data-file-id={shown.fileId}
      data-page={shown.page ?? 1}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be dragged; this is the ARIA splitter pattern. */}
      <div
        className="pw-source-resize"
        role="separator"
        aria-orientation="vertical"
        aria-label={t('trace.panel.resize')}
        aria-valuenow={size.width}
        aria-valuemin={size.min}
        aria-valuemax={size.max}
        tabIndex={0}
        data-testid="source-panel-resize"
        {...size.handle}
      />
      <header className="pw-source-head">
        <Icon className="pw-source-head-icon" />
        <div className="pw-source-head-text">
          <div className="pw-source-title" title={file.data?.name}>
            {file.data?.name ?? t('common.loading')}
          </div>
          {shown.page !== undefined && kind === 'pdf' && (
            <div className="pw-source-sub" data-testid="source-panel-page">
              {t('trace.panel.page', { page: shown.page })}
            </div>
          )}
        </div>
        <Tooltip title={t('trace.panel.close')}>
          <Button
            type="text"
            icon={<CloseOutlined />}
            onClick={onClose}
            aria-label={t('trace.panel.close')}
            data-testid="source-panel-close"
          />
        </Tooltip>
      </header>
      <div className="pw-source-body">
        {shown.quote && <QuoteBlock quote={shown.quote} number={shown.number} />}
        {file.isPending && <Spin className="pw-source-spin" />}
        {file.isError && (
          <Alert type="error" showIcon title={t('trace.panel.fileFailed')} description={file.error.message} />
        )}
        {kind === 'pdf' && (
          <Suspense fallback={<Spin className="pw-source-spin" />}>
            <PdfPageView
              key={shown.fileId}
              fileId={shown.fileId}
              page={shown.page ?? 1}
              quote={shown.quote}
              number={shown.number}
              width={size.width}
            />
          </Suspense>
        )}
        {(kind === 'txt' || kind === 'md') && (
          <TextSourceView fileId={shown.fileId} quote={shown.quote} number={shown.number} />
        )}
        {kind === 'docx' && <Alert type="info" showIcon title={t('trace.panel.docxOnlyQuote')} />}
      </div>
    </aside>
  );
}
