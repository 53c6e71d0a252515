import { CheckCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useFileSrc } from '../../../lib/url-tickets';

export type CheckCard = {
  key: string;
  /** Image address, or the video address when `video` is set. */
  src: string;
  video?: boolean;
  title?: string;
  meta?: ReactNode;
};

/**
 * Cards of which at most one is checked (a tab inserts one item). Clicking the checked card again unchecks
 * it. Toggle buttons (aria-pressed) in a fieldset, for assistive technology and tests.
 */
export function CheckGrid({
  cards,
  checkedKey,
  onCheck,
  label,
  testId,
}: {
  cards: CheckCard[];
  checkedKey: string | null;
  onCheck: (key: string | null) => void;
  label: string;
  testId: string;
}) {
  const fileSrc = useFileSrc();
  return (
    <fieldset className="pw-insert-grid" data-testid={testId}>
      <legend className="pw-insert-legend">{label}</legend>
      {cards.map((card) => {
        const checked = card.key === checkedKey;
        return (
          <button
            key={card.key}
            type="button"
            aria-pressed={checked}
            className={`pw-insert-card${checked ? ' is-checked' : ''}`}
            onClick={() => onCheck(checked ? null : card.key)}
            title={card.title}
            data-testid={`${testId}-card`}
          >
            <span className="pw-insert-thumb">
              {card.video ? (
                <>
                  <video src={fileSrc(card.src)} preload="metadata" muted tabIndex={-1} />
                  <PlayCircleOutlined className="pw-insert-play" />
                </>
              ) : (
                <img src={fileSrc(card.src)} alt={card.title ?? ''} loading="lazy" />
              )}
              {checked && <CheckCircleFilled className="pw-insert-check" />}
            </span>
            {card.title !== undefined && <span className="pw-insert-card-title">{card.title}</span>}
            {card.meta && <span className="pw-insert-card-meta">{card.meta}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}
