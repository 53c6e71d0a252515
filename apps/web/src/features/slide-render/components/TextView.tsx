import type { ResolvedParagraph, ResolvedText } from '@prowrite/layouts';
import { type CSSProperties, type KeyboardEvent, type MouseEvent, memo, useState } from 'react';
import type { EditInfo, EditSource, TextEditHandler } from '../types';
import { paragraphChars, truncateParagraphs, visibleChars } from '../utils/typing';
import { boxStyle, type ElementClock, revealClass } from './element-style';
import { InlineEditor } from './InlineEditor';
import { NumberedText } from './NumberedText';

export interface TextViewProps {
  el: ResolvedText;
  clock: ElementClock;
  /** Set when the element can be edited: what to edit. */
  getEditInfo?: ((source: EditSource) => EditInfo | null) | undefined;
  onTextEdit?: TextEditHandler | undefined;
  onNumber?: ((numberText: string, el: ResolvedText) => void) | undefined;
  editLabel: string;
}

const JUSTIFY = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

function textStyle(el: ResolvedText): CSSProperties {
  return {
    ...boxStyle(el.box),
    padding: el.padding,
    color: el.colour,
    fontSize: el.fontSize,
    fontWeight: el.bold ? 700 : 400,
    fontStyle: el.italic ? 'italic' : 'normal',
    textAlign: el.align,
    ...(el.fill ? { background: el.fill } : {}),
  };
}

function Paragraphs({
  el,
  paragraphs,
  markNumbers,
  onNumber,
}: {
  el: ResolvedText;
  paragraphs: ResolvedParagraph[];
  /** Numbers get their pw-number spans (not while the text is still typing). */
  markNumbers: boolean;
  onNumber?: ((numberText: string) => void) | undefined;
}) {
  const lh = el.lineHeight;
  return paragraphs.map((p, pi) => (
    <div
      // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional
      key={pi}
      className="pw-para"
      style={{
        marginTop: p.spaceBefore,
        paddingLeft: p.indent,
        ...(p.colour ? { color: p.colour } : {}),
        ...(p.bold ? { fontWeight: 700 } : {}),
      }}
    >
      {p.kind === 'bullet' && (
        <span className="pw-bullet" style={{ width: p.indent, height: lh, lineHeight: `${lh}px` }}>
          •
        </span>
      )}
      {p.lines.map((line, li) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
        <div key={li} className="pw-line" style={{ height: lh, lineHeight: `${lh}px` }}>
          {line.runs.map((run, ri) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional
              key={ri}
              style={{
                ...(run.colour ? { color: run.colour } : {}),
                ...(run.bold ? { fontWeight: 700 } : {}),
              }}
            >
              {markNumbers ? <NumberedText text={run.text} onNumber={onNumber} /> : run.text}
            </span>
          ))}
        </div>
      ))}
    </div>
  ));
}

/** A text box drawn line by line from the resolved lines (white-space: pre), so it breaks where the PPTX does. */
export const TextView = memo(function TextView({
  el,
  clock,
  getEditInfo,
  onTextEdit,
  onNumber,
  editLabel,
}: TextViewProps) {
  const [editing, setEditing] = useState<{
    info: EditInfo;
    top: number;
    point?: { x: number; y: number };
  } | null>(null);
  const shown = visibleChars(el, clock.elapsed);
  const typing = shown !== Number.POSITIVE_INFINITY && shown < paragraphChars(el.paragraphs);
  const source = el.source;
  const canEdit = Boolean(source && getEditInfo && onTextEdit) && !typing;
  const style = textStyle(el);

  if (editing && source) {
    return (
      <InlineEditor
        text={editing.info.text}
        mode={editing.info.mode}
        label={editLabel}
        // The text starts where it was drawn (middle or bottom aligned boxes too), so it does not jump.
        style={{
          ...style,
          paddingTop: editing.top,
          height: 'auto',
          minHeight: el.box.h,
          lineHeight: `${el.lineHeight}px`,
        }}
        className="pw-el pw-text"
        {...(editing.point ? { point: editing.point } : {})}
        onCommit={(text) => {
          const refused = text !== editing.info.text && onTextEdit?.(source, text) === false;
          // A refused text stays in the editor, so nothing typed is lost.
          setEditing(refused ? { ...editing, info: { ...editing.info, text } } : null);
        }}
        onCancel={() => setEditing(null)}
      />
    );
  }

  const startEditing = (box: HTMLElement, point?: { x: number; y: number }) => {
    if (!canEdit || !source) return;
    const info = getEditInfo?.(source);
    if (!info) return;
    const top = box.querySelector<HTMLElement>('.pw-para')?.offsetTop ?? el.padding;
    setEditing(point ? { info, top, point } : { info, top });
  };
  const editProps = canEdit
    ? {
        tabIndex: 0,
        role: 'button',
        'aria-label': editLabel,
        'data-editable': 'true',
        onClick: (e: MouseEvent<HTMLElement>) =>
          startEditing(e.currentTarget, { x: e.clientX, y: e.clientY }),
        // A number's click traces it; a double click edits the text around it all the same.
        onDoubleClick: (e: MouseEvent<HTMLElement>) =>
          startEditing(e.currentTarget, { x: e.clientX, y: e.clientY }),
        onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
          if (e.key === 'Enter' || e.key === 'F2') {
            e.preventDefault();
            startEditing(e.currentTarget);
          }
        },
      }
    : {};
  const paragraphs = typing ? truncateParagraphs(el.paragraphs, shown) : el.paragraphs;
  const numberClick = !typing && onNumber ? (n: string) => onNumber(n, el) : undefined;

  return (
    <div
      className={`pw-el pw-text${canEdit ? ' pw-editable' : ''}${revealClass(el.key, el.revealDelayMs, clock)}`}
      style={{ ...style, justifyContent: JUSTIFY[el.valign] }}
      data-key={el.key}
      data-content-id={source?.contentId}
      {...editProps}
    >
      <Paragraphs el={el} paragraphs={paragraphs} markNumbers={!typing} onNumber={numberClick} />
    </div>
  );
});
