import type { Slide } from '@prowrite/contracts';
import { validateSlideContent } from '@prowrite/layouts';
import { App } from 'antd';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditSource, NumberClickHandler, ReferenceClickHandler } from '../../slide-render';
import { LIST_PADDING_TOP, useBoardWindow } from '../hooks/use-board-window';
import { useElementWidth } from '../hooks/use-element-width';
import { useSlideSequence } from '../hooks/use-slide-sequence';
import { slidePhase } from '../state/animation-sequence';
import { useDeckDispatch, useDeckState } from '../state/deck-context';
import { prefersReducedMotion } from '../state/show-animation';
import { applyTextEdit, editInfo } from '../utils/apply-text-edit';
import { LEFT_OFFSET, SLIDE_GAP, slideHeight, slideWidth } from '../utils/board-geometry';
import type { RenderOptions } from '../utils/resolve-cache';
import { BoardNotice } from './BoardNotice';
import { BoardSlide } from './BoardSlide';
import { SlideSkeleton } from './SlideSkeleton';
import '../deck-board.css';

export interface DeckBoardProps {
  /** The comment popover beside each slide; shown only when the company-template flag is on. */
  renderSlideAside?: (slide: Slide) => ReactNode;
  onNumberClick?: NumberClickHandler;
  onReferenceClick?: ReferenceClickHandler;
  /** Runs once when the last slide has finished loading after generation ended. */
  onAnimationComplete?: () => void;
}

const ASIDE_WIDTH = 48;
const SKELETONS = 3;

/**
 * The deck board: a scrolling, zoomable column of numbered slides, 20 px apart, scaled against the 960 px
 * design width. Every slide is drawn while generation is in progress; afterwards only the slides near the
 * viewport.
 */
export function DeckBoard({
  renderSlideAside,
  onNumberClick,
  onReferenceClick,
  onAnimationComplete,
}: DeckBoardProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const state = useDeckState();
  const dispatch = useDeckDispatch();
  const scroller = useRef<HTMLDivElement>(null);
  const available = useElementWidth(scroller);

  const asideWidth = state.companyTemplate && renderSlideAside ? ASIDE_WIDTH : 0;
  const width = slideWidth(available || 960, state.zoom, asideWidth);
  const height = slideHeight(width);
  const inProgress = state.process === 'inProgress';
  const lang = state.outLang === 'en' ? 'en' : 'zh';
  const render = useMemo<RenderOptions>(
    () => ({
      template: state.selectTemplate,
      lang,
      companyTemplate: state.companyTemplate,
      companyElement: state.companyElement,
    }),
    [state.selectTemplate, lang, state.companyTemplate, state.companyElement],
  );

  const seq = useSlideSequence({
    slides: state.slides,
    inProgress,
    enabled: state.showAnimation && state.liveGeneration && !prefersReducedMotion(),
    render,
    onComplete: onAnimationComplete,
  });
  const range = useBoardWindow(scroller, {
    windowed: state.phase === 'ready' && !inProgress,
    count: state.slides.length,
    itemHeight: height,
  });

  const slidesRef = useRef(state.slides);
  slidesRef.current = state.slides;
  const onEdit = useCallback(
    (slideNum: number, source: EditSource, text: string): boolean => {
      const current = slidesRef.current.find((s) => s.slide_num === slideNum);
      if (!current) return true;
      const next = applyTextEdit(current, source, text);
      if (next === current) return true;
      // The same check the server runs: refuse here with its message rather than after a round trip.
      const check = validateSlideContent(next);
      if (!check.ok) {
        void message.error({ content: t('deck.save.refused', { message: check.message }), duration: 6 });
        return false;
      }
      const before = editInfo(current, source)?.text ?? '';
      dispatch({
        type: 'edit',
        slideNum,
        slide: next,
        edit: { slideNum, source, text },
        undoEdit: { slideNum, source, text: before },
      });
      return true;
    },
    [dispatch, message, t],
  );
  const onActivate = useCallback((slideNum: number) => dispatch({ type: 'setActive', slideNum }), [dispatch]);

  const editable = state.phase === 'ready' && !inProgress && !state.conflict;
  const empty = state.slides.length === 0;
  const showSkeletons = empty && (state.phase === 'loading' || inProgress);
  const showEmptyNotice = empty && state.phase === 'ready' && !inProgress;

  return (
    <div className="pw-board-scroller" ref={scroller} data-testid="deck-board">
      <div
        className="pw-board-list"
        style={{
          paddingTop: LIST_PADDING_TOP,
          gap: SLIDE_GAP,
          width: LEFT_OFFSET + width + asideWidth,
        }}
      >
        {showSkeletons &&
          Array.from({ length: SKELETONS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <div key={i} className="pw-board-row" style={{ height }} data-testid="deck-skeleton">
              <div className="pw-board-num" style={{ width: LEFT_OFFSET }} />
              <SlideSkeleton width={width} height={height} />
            </div>
          ))}
        {showEmptyNotice && <BoardNotice reportStatus={state.reportStatus} errMsg={state.errMsg} />}
        {state.slides.map((slide, index) => (
          <BoardSlide
            key={slide.slide_num}
            slide={slide}
            width={width}
            height={height}
            drawn={index >= range.start && index <= range.end}
            phase={slidePhase(seq, index)}
            startedAt={seq.startedAt[index]}
            active={state.activeSlide === slide.slide_num}
            editable={editable}
            render={render}
            asideWidth={asideWidth}
            renderAside={renderSlideAside}
            onActivate={onActivate}
            onEdit={onEdit}
            onNumberClick={onNumberClick}
            onReferenceClick={onReferenceClick}
          />
        ))}
      </div>
    </div>
  );
}
