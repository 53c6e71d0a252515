import type { Slide } from '@prowrite/contracts';
import type { ResolvedSlide } from '@prowrite/layouts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideView } from '../../slide-render';
import { useElementWidth } from '../hooks/use-element-width';
import { resolveForDisplay } from '../utils/resolve-for-display';

/** The design width of a slide; the column never draws slides wider. */
const DESIGN_WIDTH = 960;

type Drawn = { slide: Slide; resolved: ResolvedSlide | null };

/** A deck drawn read-only with the board's renderer: numbered, 20 px apart, scaled to the column. */
export function ReadOnlySlides({ slides, template }: { slides: Slide[]; template: string }) {
  const { t } = useTranslation();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  // A layout this build does not know shows as a labelled blank rather than breaking the page.
  const drawn = useMemo<Drawn[]>(
    () => slides.map((slide) => ({ slide, resolved: resolveForDisplay(slide, template) })),
    [slides, template],
  );
  const slideWidth = Math.min(DESIGN_WIDTH, width);
  const scale = slideWidth / DESIGN_WIDTH;

  return (
    <div className="pw-public-slides" ref={ref} data-testid="public-slides">
      {width > 0 &&
        drawn.map(({ slide, resolved }) => (
          <section
            key={slide.slide_num}
            className="pw-public-slide"
            aria-label={t('publicPreview.slide', { num: slide.slide_num })}
            data-testid="public-slide"
            style={{ containIntrinsicSize: `${slideWidth}px ${slideWidth / (16 / 9)}px` }}
          >
            {resolved ? (
              <SlideView resolved={resolved} scale={scale} slideNum={slide.slide_num} />
            ) : (
              <div className="pw-public-unknown" style={{ width: slideWidth, height: slideWidth / (16 / 9) }}>
                {t('publicPreview.unknownLayout', { id: slide.slide_id })}
              </div>
            )}
          </section>
        ))}
    </div>
  );
}
