import type { ResolvedImage, ResolvedReference, ResolvedReferences } from '@prowrite/layouts';
import type { MouseEvent } from 'react';
import { useFileSrc } from '../../../lib/url-tickets';
import { boxStyle, type ElementClock, revealClass } from './element-style';

/** A figure or logo: the frame, and the picture in its fitted draw box. A missing picture shows an empty frame. */
export function ImageView({ el, clock }: { el: ResolvedImage; clock: ElementClock }) {
  const fileSrc = useFileSrc();
  const draw = { ...el.drawBox, x: el.drawBox.x - el.box.x, y: el.drawBox.y - el.box.y };
  return (
    <div
      className={`pw-el pw-image pw-image-${el.role}${el.src ? '' : ' pw-image-empty'}${revealClass(el.key, el.revealDelayMs, clock)}`}
      style={boxStyle(el.box)}
      data-key={el.key}
    >
      {el.src && (
        <img
          src={fileSrc(el.src)}
          alt={el.caption}
          loading="lazy"
          decoding="async"
          draggable={false}
          style={{ ...boxStyle(draw), objectFit: el.fit }}
        />
      )}
    </div>
  );
}

/**
 * Up to three reference links. A click goes to `onReferenceClick` (file preview for a source, else the URL);
 * without a handler a URL opens in a new tab.
 */
export function ReferencesView({
  el,
  clock,
  onReferenceClick,
}: {
  el: ResolvedReferences;
  clock: ElementClock;
  onReferenceClick?: ((reference: ResolvedReference) => void) | undefined;
}) {
  return (
    <div
      className={`pw-el pw-references${revealClass(el.key, 0, clock)}`}
      style={{ ...boxStyle(el.box), fontSize: el.fontSize, color: el.colour }}
      data-key={el.key}
    >
      {el.items.slice(0, 3).map((item, i) => {
        const click = (e: MouseEvent) => {
          e.stopPropagation();
          if (!onReferenceClick) return;
          e.preventDefault();
          onReferenceClick(item);
        };
        const style = { ...boxStyle({ ...item.box, x: item.box.x - el.box.x, y: item.box.y - el.box.y }) };
        return item.href && !item.fileId ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: at most three, positional
            key={i}
            className="pw-reference"
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            style={style}
            onClick={click}
          >
            {item.label}
          </a>
        ) : (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: at most three, positional
            key={i}
            type="button"
            className="pw-reference"
            style={style}
            onClick={click}
            disabled={!onReferenceClick}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
