import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchPrintWork, PrintFailure, usePrintReady } from '../../print';
import type { PrintParams } from '../../print';
import { kindViewOf, renderBaseOf } from '../../article-editor';
import { ReadOnlyArticle } from './ReadOnlyArticle';
import './article-public.css';

const identity = (url: string) => url;

/**
 * The server's print page of an article (PNG export in Chromium): read-only, the editor's renderers, at the
 * asked width; every component root is a `[data-export-block]` so pages split between components. File
 * addresses come back ticketed from the render call, so images load as they are.
 */
export function PrintArticle({ params }: { params: PrintParams }) {
  const work = useQuery({
    queryKey: ['print-article', params.ticket],
    queryFn: ({ signal }) => fetchPrintWork(params.ticket, signal),
    retry: false,
  });
  const root = useRef<HTMLDivElement>(null);
  const detail = work.data;
  const isArticle = detail !== undefined && detail.baseInfo.type !== 'PPT';
  useEffect(() => {
    if (!detail) return;
    document.title = detail.baseInfo.name;
    document.documentElement.dataset.printMode = params.mode;
  }, [detail, params.mode]);
  usePrintReady(root, isArticle);

  if (work.isPending) return null;
  if (work.isError) return <PrintFailure message={work.error.message} />;
  if (!isArticle) return <PrintFailure message="This print page shows articles only" />;
  return (
    <div className="pw-art-print" data-testid="print-article">
      <ReadOnlyArticle
        ref={root}
        components={detail.components}
        type={renderBaseOf(detail.baseInfo.type)}
        kindView={kindViewOf(detail.baseInfo.type)}
        selectTemplate={detail.select_template}
        themeColour={detail.theme_color}
        mediaSrc={identity}
        width={params.width}
      />
    </div>
  );
}
