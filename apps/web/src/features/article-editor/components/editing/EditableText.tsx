import { createContext, type CSSProperties, lazy, Suspense, useContext, useMemo } from 'react';
import { splitNumbers } from '../../../slide-render';
import { useArticleRender } from '../../state/render-context';
import { isEmptyRichText, plainToRich } from '../../utils/rich-text';
import { sanitizeRichHtml } from '../../utils/sanitize-html';

// Tiptap loads with the first editable text: read-only pages (public, print) never download it.
const TiptapField = lazy(async () => ({ default: (await import('./TiptapField')).TiptapField }));

/** Which numbers of the component being drawn have a recorded source (they become clickable). */
export const NumberMarksContext = createContext<((numberText: string) => boolean) | undefined>(undefined);

export interface EditableTextProps {
  value: string;
  kind: 'plain' | 'rich';
  placeholder: string;
  /** Absent, or no editor around: shown read-only. */
  onChange?: ((value: string) => void) | undefined;
  onEmptied?: (() => void) | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
  /** Read-only: nothing is drawn when the value is empty (instead of the placeholder). */
  hideWhenEmpty?: boolean | undefined;
  testId?: string | undefined;
}

/**
 * A text of the article: a Tiptap editor when editable, else the stored text (rich text sanitised), with
 * sourced numbers marked either way.
 */
export function EditableText({
  value,
  kind,
  placeholder,
  onChange,
  onEmptied,
  className,
  style,
  hideWhenEmpty,
  testId,
}: EditableTextProps) {
  const { editor, epoch } = useArticleRender();
  const isMarked = useContext(NumberMarksContext);
  const editable = editor !== null && onChange !== undefined;
  const empty = kind === 'rich' ? isEmptyRichText(value) : value.trim() === '';
  const cls = `pw-art-text pw-art-text-${kind}${className ? ` ${className}` : ''}`;

  const staticView = (
    <StaticText value={value} kind={kind} placeholder={editable ? placeholder : ''} isMarked={isMarked} />
  );
  if (!editable) {
    if (empty && hideWhenEmpty) return null;
    return (
      <div className={cls} style={style} data-testid={testId} data-empty={empty || undefined}>
        {staticView}
      </div>
    );
  }
  return (
    <div className={cls} style={style} data-empty={empty || undefined}>
      <Suspense fallback={staticView}>
        <TiptapField
          key={epoch}
          value={value}
          kind={kind}
          placeholder={placeholder}
          onChange={onChange}
          onEmptied={onEmptied}
          isMarked={isMarked}
          ariaLabel={placeholder}
          testId={testId}
        />
      </Suspense>
    </div>
  );
}

function StaticText({
  value,
  kind,
  placeholder,
  isMarked,
}: {
  value: string;
  kind: 'plain' | 'rich';
  placeholder: string;
  isMarked: ((n: string) => boolean) | undefined;
}) {
  const html = useMemo(
    () => (kind === 'rich' && !isEmptyRichText(value) ? sanitizeRichHtml(plainToRich(value), isMarked) : ''),
    [kind, value, isMarked],
  );
  if (kind === 'rich') {
    if (!html) return placeholder ? <p className="pw-art-placeholder">{placeholder}</p> : null;
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to the editor's tag subset above
    return <div className="pw-art-rich" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  if (!value.trim()) return placeholder ? <span className="pw-art-placeholder">{placeholder}</span> : null;
  if (!isMarked) return <>{value}</>;
  return (
    <>
      {splitNumbers(value).map((piece, i) =>
        piece.number && isMarked(piece.text) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional pieces of one string
          <span key={i} className="pw-art-num" data-number={piece.text}>
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
