import type { Segment } from '../utils/loose-match';

/** Plain and marked segments; the first mark carries `data-first-mark` so a view can scroll to it. */
export function MarkedText({ segments }: { segments: Segment[] }) {
  let first = true;
  return (
    <>
      {segments.map((segment, i) => {
        if (!segment.mark) return segment.text;
        const isFirst = first;
        first = false;
        return (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered.
            key={i}
            className={`pw-mark-${segment.mark}`}
            data-testid={`mark-${segment.mark}`}
            data-first-mark={isFirst || undefined}
          >
            {segment.text}
          </mark>
        );
      })}
    </>
  );
}
