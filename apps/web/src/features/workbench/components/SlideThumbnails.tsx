import type { Slide } from '@prowrite/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveForDisplay, useElementWidth } from '../../public-preview';
import { SlideView } from '../../slide-render';

/** How many slides the preview draws; the board shows the rest. */
const MAX_THUMBNAILS = 12;
const GAP = 10;

/** The first slides of a work, small and read-only, two to a row. */
export function SlideThumbnails({
  slides,
  template,
  lang,
}: {
  slides: Slide[];
  template: string;
  lang: 'zh' | 'en';
}) {
  const { t } = useTranslation();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const shown = useMemo(
    () =>
      slides
        .slice(0, MAX_THUMBNAILS)
        .map((slide) => ({ slide, resolved: resolveForDisplay(slide, template, lang) })),
    [slides, template, lang],
  );
  const thumbWidth = Math.max(0, (width - GAP) / 2);
  const scale = thumbWidth / 960;

  return (
    <div ref={ref}>
      <ol className="pw-thumbs" style={{ gap: GAP }} data-testid="work-thumbnails">
        {thumbWidth > 0 &&
          shown.map(({ slide, resolved }) => (
            <li key={slide.slide_num} className="pw-thumb">
              <div className="pw-thumb-slide" style={{ width: thumbWidth, height: thumbWidth / (16 / 9) }}>
                {resolved && <SlideView resolved={resolved} scale={scale} slideNum={slide.slide_num} />}
              </div>
              <span className="pw-thumb-num">{String(slide.slide_num).padStart(2, '0')}</span>
            </li>
          ))}
      </ol>
      {slides.length > MAX_THUMBNAILS && (
        <p className="pw-thumbs-more">
          {t('workbench.preview.more', { count: slides.length - MAX_THUMBNAILS })}
        </p>
      )}
    </div>
  );
}
