import type { Slide } from '@prowrite/contracts';
import { memo, type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type EditSource,
  type NumberClickHandler,
  type ReferenceClickHandler,
  SlideView,
} from '../../slide-render';
import type { SlidePhase } from '../state/animation-sequence';
import { editInfo } from '../utils/apply-text-edit';
import { LEFT_OFFSET } from '../utils/board-geometry';
import { type RenderOptions, resolveCached } from '../utils/resolve-cache';
import { SlideSkeleton } from './SlideSkeleton';

export interface BoardSlideProps {
  slide: Slide;
  width: number;
  height: number;
  /** Drawn, or only its place kept (outside the window). */
  drawn: boolean;
  phase: SlidePhase;
  startedAt: number | undefined;
  active: boolean;
  editable: boolean;
  /** Template, language and company flags (one object, stable while they do not change). */
  render: RenderOptions;
  asideWidth: number;
  /** The comment popover beside the slide (shown when asideWidth > 0). */
  renderAside?: ((slide: Slide) => ReactNode) | undefined;
  onActivate: (slideNum: number) => void;
  /** False when the edit is refused (the editor keeps the text). */
  onEdit: (slideNum: number, source: EditSource, text: string) => boolean;
  onNumberClick?: NumberClickHandler | undefined;
  onReferenceClick?: ReferenceClickHandler | undefined;
}

/** One numbered row of the board: the number on the left, the slide, and the optional aside. */
export const BoardSlide = memo(function BoardSlide({
  slide,
  width,
  height,
  drawn,
  phase,
  startedAt,
  active,
  editable,
  render,
  asideWidth,
  renderAside,
  onActivate,
  onEdit,
  onNumberClick,
  onReferenceClick,
}: BoardSlideProps) {
  const { t } = useTranslation();
  const num = slide.slide_num;
  const resolved = drawn && phase !== 'pending' ? resolveCached(slide, render) : null;
  const titleIds = useMemo(
    () =>
      (resolved?.elements ?? []).flatMap((el) =>
        el.kind === 'text' && el.role === 'title' && el.source ? [el.source.contentId] : [],
      ),
    [resolved],
  );
  const getEditInfo = useCallback(
    (source: EditSource) => editInfo(slide, source, { titleIds }),
    [slide, titleIds],
  );
  const onTextEdit = useCallback(
    (source: EditSource, text: string) => onEdit(num, source, text),
    [onEdit, num],
  );
  const animate = useMemo(
    () =>
      phase === 'animating' && startedAt !== undefined
        ? { startedAt, footerMove: !slide.modify_flag }
        : undefined,
    [phase, startedAt, slide.modify_flag],
  );

  let body: ReactNode;
  if (!drawn) body = <div className="pw-board-placeholder" />;
  else if (phase === 'pending') body = <SlideSkeleton width={width} height={height} />;
  else if (!resolved)
    body = (
      <div className="pw-board-unknown">{t('deck.slide.unknownLayout', { layout: slide.slide_id })}</div>
    );
  else
    body = (
      <SlideView
        resolved={resolved}
        scale={width / 960}
        slideNum={num}
        editable={editable}
        getEditInfo={getEditInfo}
        onTextEdit={onTextEdit}
        {...(animate ? { animate } : {})}
        {...(onNumberClick ? { onNumberClick } : {})}
        {...(onReferenceClick ? { onReferenceClick } : {})}
      />
    );

  return (
    <section
      className="pw-board-row"
      style={{ height }}
      aria-label={t('deck.slide.label', { num })}
      data-testid="deck-slide"
      data-slide-num={num}
      data-layout={slide.slide_id}
      data-drawn={drawn && phase !== 'pending' ? 'true' : 'false'}
    >
      <div className="pw-board-num" style={{ width: LEFT_OFFSET }} aria-hidden="true">
        {num}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: picking the active slide is a pointer shortcut; keyboard focus inside the slide does the same */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: focus (below) covers keyboard users */}
      <div
        className={`pw-board-slide${active ? ' pw-board-slide-active' : ''}`}
        style={{ width, height }}
        onClick={() => onActivate(num)}
        onFocus={() => onActivate(num)}
      >
        {body}
      </div>
      {asideWidth > 0 && (
        <div className="pw-board-aside" style={{ width: asideWidth }}>
          {renderAside?.(slide)}
        </div>
      )}
    </section>
  );
});
