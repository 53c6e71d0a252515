import { useDeckState } from '../../deck-board';
import { PublishButton } from '../../public-preview';
import { CheckNumbersButton } from '../../traceability';
import { scrollToSlide } from './use-board-review';
import './review-tools.css';

/**
 * Board header tools for review: the number check and publishing. The company-template flag (which shows the
 * comment controls) comes with the detail from the team (decision 0007).
 */
export function ReviewHeaderTools() {
  const state = useDeckState();
  const generating = state.process === 'inProgress';
  const ready = state.phase === 'ready';

  return (
    <div className="pw-review-tools">
      <CheckNumbersButton workId={state.id} disabled={!ready} onSlideClick={scrollToSlide} />
      <PublishButton
        work={{ id: state.id, name: state.name, kind: 'deck' }}
        disabled={!ready || generating || state.slides.length === 0}
      />
    </div>
  );
}
