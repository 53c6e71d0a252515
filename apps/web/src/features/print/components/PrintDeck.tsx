import type { WorkDetail } from '@prowrite/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { SlideView } from '../../slide-render';
import { fetchPrintWork } from '../api/print-api';
import { usePrintReady } from '../hooks/use-print-ready';
import type { PrintParams } from '../utils/print-params';
import { resolveForPrint } from '../utils/resolve-print';
import { PrintFailure } from './PrintFailure';
import '../print.css';

const DESIGN_WIDTH = 960;

/**
 * Every slide of a deck, read-only, no animation, drawn by the board's renderer. PDF: each slide is one
 * 960 x 540 printed page. PNG: slides stacked edge to edge at the asked width; each is a `[data-print-page]`
 * the exporter can capture alone.
 */
export function PrintDeck({ params }: { params: PrintParams }) {
  const work = useQuery({
    queryKey: ['print-work', params.ticket],
    queryFn: ({ signal }) => fetchPrintWork(params.ticket, signal),
    retry: false,
  });
  if (work.isPending) return null;
  if (work.isError) return <PrintFailure message={work.error.message} />;
  return <PrintSlides work={work.data} params={params} />;
}

function PrintSlides({ work, params }: { work: WorkDetail; params: PrintParams }) {
  const root = useRef<HTMLDivElement>(null);
  const lang = work.out_lang === 'en' ? 'en' : 'zh';
  const drawn = useMemo(
    () =>
      work.slide_list.map((slide) => ({
        slide,
        resolved: resolveForPrint(slide, work.select_template, lang, {
          companyTemplate: work.roche_template_flag === 1,
          companyElement: work.roche_flag === 1,
        }),
      })),
    [work, lang],
  );
  const width = params.mode === 'png' ? params.width : DESIGN_WIDTH;
  const scale = width / DESIGN_WIDTH;
  // PNG: whole CSS pixels per slide, so stacked slides and per-slide captures cut on exact pixel rows.
  const height = params.mode === 'png' ? Math.round(width / (16 / 9)) : width / (16 / 9);

  useEffect(() => {
    document.title = work.baseInfo.name;
    document.documentElement.dataset.printMode = params.mode;
  }, [work.baseInfo.name, params.mode]);
  usePrintReady(root, true);

  return (
    <div
      ref={root}
      className={`pw-print pw-print-${params.mode}`}
      data-testid="print-deck"
      data-print-root=""
      style={{ width }}
    >
      {drawn.map(({ slide, resolved }) => (
        <section
          key={slide.slide_num}
          className="pw-print-page"
          data-print-page={slide.slide_num}
          style={{ width, height }}
        >
          {resolved ? (
            <SlideView resolved={resolved} scale={scale} slideNum={slide.slide_num} />
          ) : (
            <div className="pw-print-unknown">{slide.slide_id}</div>
          )}
        </section>
      ))}
    </div>
  );
}
