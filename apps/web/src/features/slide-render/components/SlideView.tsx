import type { ResolvedElement, ResolvedSlide } from '@prowrite/layouts';
import { type CSSProperties, memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnimationClock } from '../hooks/use-animation-clock';
import type {
  EditInfo,
  EditSource,
  NumberClickHandler,
  ReferenceClickHandler,
  SlideAnimation,
  TextEditHandler,
} from '../types';
import { slideFontFamily } from '../utils/fonts';
import { slideAnimationEnd } from '../utils/typing';
import type { ElementClock } from './element-style';
import { ImageView, ReferencesView } from './MediaViews';
import { LineView, ShapeView } from './ShapeViews';
import { TableView } from './TableView';
import { TextView } from './TextView';
import '../slide-render.css';

export interface SlideViewProps {
  resolved: ResolvedSlide;
  /** Drawn width / 960. */
  scale: number;
  /** The slide's number, passed to onNumberClick. */
  slideNum?: number;
  /** Texts and table cells with a content source become editable in place. */
  editable?: boolean;
  /** The text to edit for a source (the content's text); null = not editable. Defaults to the drawn text. */
  getEditInfo?: (source: EditSource) => EditInfo | null;
  onTextEdit?: TextEditHandler;
  /** Types the slide out from this clock; without it everything shows at once. */
  animate?: SlideAnimation;
  onNumberClick?: NumberClickHandler;
  onReferenceClick?: ReferenceClickHandler;
  className?: string;
}

/** Without a content lookup, the drawn text is what gets edited (single-line for titles and cells). */
function drawnEditInfo(resolved: ResolvedSlide): (source: EditSource) => EditInfo | null {
  return (source) => {
    for (const el of resolved.elements) {
      if (el.kind === 'table' && source.cell && el.source.contentId === source.contentId) {
        const row = el.rows.find((r) => r.index === source.cell?.row);
        const cell = row?.cells[source.cell.col];
        return cell ? { text: cell.text, mode: 'single' } : null;
      }
      if (
        el.kind === 'text' &&
        !source.cell &&
        el.source?.contentId === source.contentId &&
        el.source.index === source.index &&
        el.source.field === source.field
      ) {
        return { text: el.text, mode: el.role === 'title' ? 'single' : 'paragraphs' };
      }
    }
    return null;
  };
}

/**
 * One slide drawn from its resolved form: absolutely positioned HTML in a 960 x 540 box, scaled by a CSS
 * transform to the width available. Text is drawn line by line as resolved, so the preview breaks lines where
 * the PPTX does.
 */
export const SlideView = memo(function SlideView({
  resolved,
  scale,
  slideNum = 0,
  editable = false,
  getEditInfo,
  onTextEdit,
  animate,
  onNumberClick,
  onReferenceClick,
  className,
}: SlideViewProps) {
  const { t } = useTranslation();
  const endMs = useMemo(() => slideAnimationEnd(resolved), [resolved]);
  const elapsed = useAnimationClock(animate?.startedAt, endMs);
  const clock: ElementClock = useMemo(
    () => ({
      elapsed,
      footerMoveMs: animate?.footerMove ? resolved.animation.footerMoveMs : null,
    }),
    [elapsed, animate?.footerMove, resolved.animation.footerMoveMs],
  );
  const editInfo = useMemo(
    () => (editable && onTextEdit ? (getEditInfo ?? drawnEditInfo(resolved)) : undefined),
    [editable, onTextEdit, getEditInfo, resolved],
  );
  const onNumber = useCallback(
    (numberText: string, el: ResolvedElement) => onNumberClick?.(numberText, slideNum, el),
    [onNumberClick, slideNum],
  );
  const editLabel = t('slide.editText');

  const style: CSSProperties = {
    transform: `scale(${scale})`,
    backgroundColor: resolved.background.colour,
    backgroundImage: resolved.background.image ? `url("${resolved.background.image}")` : undefined,
    fontFamily: slideFontFamily(resolved.fonts),
  };

  const draw = (el: ResolvedElement) => {
    switch (el.kind) {
      case 'text':
        return (
          <TextView
            key={el.key}
            el={el}
            clock={clock}
            getEditInfo={editInfo}
            onTextEdit={onTextEdit}
            onNumber={onNumberClick ? onNumber : undefined}
            editLabel={editLabel}
          />
        );
      case 'table':
        return (
          <TableView
            key={el.key}
            el={el}
            clock={clock}
            getEditInfo={editInfo}
            onTextEdit={onTextEdit}
            onNumber={onNumberClick ? onNumber : undefined}
            editLabel={editLabel}
          />
        );
      case 'shape':
        return <ShapeView key={el.key} el={el} clock={clock} />;
      case 'line':
        return <LineView key={el.key} el={el} clock={clock} />;
      case 'image':
        return <ImageView key={el.key} el={el} clock={clock} />;
      case 'references':
        return <ReferencesView key={el.key} el={el} clock={clock} onReferenceClick={onReferenceClick} />;
    }
  };

  return (
    <div
      className={`pw-slide-frame${className ? ` ${className}` : ''}`}
      style={{ width: 960 * scale, height: 540 * scale }}
      data-layout={resolved.layoutId}
    >
      <div className="pw-slide" style={style} lang={resolved.lang === 'zh' ? 'zh-CN' : 'en'}>
        {resolved.elements.map(draw)}
      </div>
    </div>
  );
});
