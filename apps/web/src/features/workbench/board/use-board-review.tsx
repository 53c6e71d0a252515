import type { Slide } from '@prowrite/contracts';
import { useCallback, useRef } from 'react';
import { type CommentStatePatch, SlideComments } from '../../comments';
import { useDeckDispatch, useDeckState } from '../../deck-board';
import { useSourceTrace } from '../../traceability';

/**
 * The review slots of the deck board: the comment popover beside each slide (the board shows it only with the
 * company-template flag on), and numbers and references that open the source panel. Needs a
 * SourcePanelProvider above it.
 */
export function useBoardReview() {
  const state = useDeckState();
  const dispatch = useDeckDispatch();
  const stateRef = useRef(state);
  stateRef.current = state;
  const { onNumberClick, onReferenceClick } = useSourceTrace(state.id, state.slides);

  // Comment counts and read state are server state: update the slide as the stream does, unless it has
  // unsaved edits (then the counts arrive with the next load).
  const onCommentsChange = useCallback(
    (patch: CommentStatePatch) => {
      const { slides, dirty } = stateRef.current;
      const slide = slides.find((s) => s.slide_num === patch.slide_num);
      if (!slide || dirty.includes(patch.slide_num)) return;
      if (slide.comment_num === patch.comment_num && slide.is_read_comment === patch.is_read_comment) return;
      dispatch({
        type: 'slide',
        slide: { ...slide, comment_num: patch.comment_num, is_read_comment: patch.is_read_comment },
      });
    },
    [dispatch],
  );

  const workId = state.id;
  const renderSlideAside = useCallback(
    (slide: Slide) => <SlideComments workId={workId} slide={slide} onChange={onCommentsChange} />,
    [workId, onCommentsChange],
  );

  return { renderSlideAside, onNumberClick, onReferenceClick };
}

/** Scrolls the board to a slide (from the number check). */
export function scrollToSlide(slideNum: number): void {
  document
    .querySelector(`[data-testid="deck-slide"][data-slide-num="${slideNum}"]`)
    ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
