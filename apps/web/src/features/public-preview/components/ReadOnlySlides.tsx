import type { Slide } from '@prowrite/contracts';
import { getTheme, type ResolvedSlide, resolveSlide } from '@prowrite/layouts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideView } from '../../slide-render';
import { useElementWidth } from '../hooks/use-element-width';

/** The design width of a slide; the column never draws slides wider. */
const DESIGN_WIDTH = 960;

type Drawn = { slide: Slide; resolved: ResolvedSlide | null };

/** A deck drawn read-only with the board's renderer: numbered, 20 px apart, scaled to the column. */
export function ReadOnlySlides({ slides, template }: { slides: Slide[]; template: string }) {
  const { t } = useTranslation();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const drawn = useMemo<Drawn[]>(() => {
    const theme = getTheme(template);
    return slides.map((slide) => {
      try {
        return { slide, resolved: resolveSlide(slide, { theme }) };
      } catch {
        // A layout this build does not know: the slide shows as a labelled blank rather than breaking the page.
        return { slide, resolved: null };
      }
    });
  }, [slides, template]);
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
