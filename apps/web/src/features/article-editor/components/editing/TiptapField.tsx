import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Placeholder } from '@tiptap/extension-placeholder';
import { EditorContent, Extension, Node, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyRichText, plainToRich } from '../../utils/rich-text';
import { NumberMarks } from './number-marks';

export interface TiptapFieldProps {
  value: string;
  /** `plain`: one line of text (titles); `rich`: paragraphs with bold, italic, underline and lists. */
  kind: 'plain' | 'rich';
  placeholder: string;
  onChange: (value: string) => void;
  /** A keypress left the rich text empty; the caller asks whether to delete the node. */
  onEmptied?: (() => void) | undefined;
  isMarked?: ((numberText: string) => boolean) | undefined;
  className?: string | undefined;
  ariaLabel: string;
  testId?: string | undefined;
}

/** A document of exactly one paragraph: titles are single-line. */
const SingleLineDoc = Node.create({ name: 'doc', topNode: true, content: 'paragraph' });
const NoEnter = Extension.create({
  name: 'noEnter',
  addKeyboardShortcuts: () => ({ Enter: () => true, 'Shift-Enter': () => true, 'Mod-Enter': () => true }),
});

const PLAIN_KIT = StarterKit.configure({
  document: false,
  blockquote: false,
  bold: false,
  bulletList: false,
  code: false,
  codeBlock: false,
  hardBreak: false,
  heading: false,
  horizontalRule: false,
  italic: false,
  listItem: false,
  listKeymap: false,
  orderedList: false,
  strike: false,
  underline: false,
  link: false,
  trailingNode: false,
  dropcursor: false,
  gapcursor: false,
});
const RICH_KIT = StarterKit.configure({
  blockquote: false,
  code: false,
  codeBlock: false,
  heading: false,
  horizontalRule: false,
  strike: false,
  link: false,
});

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const DELETE_KEYS = new Set(['Backspace', 'Delete']);

/**
 * One in-place text editor (Tiptap). Uncontrolled: it starts from `value` and reports every change; the
 * parent remounts it (key) when the stored text is replaced from outside.
 */
export function TiptapField({
  value,
  kind,
  placeholder,
  onChange,
  onEmptied,
  isMarked,
  className,
  ariaLabel,
  testId,
}: TiptapFieldProps) {
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const emptiedRef = useRef(onEmptied);
  emptiedRef.current = onEmptied;
  const lastKey = useRef('');
  const [focused, setFocused] = useState(false);

  // Built once: a changed placeholder or number marker applies at the editor's next mount.
  const [extensions] = useState(() =>
    kind === 'plain'
      ? [
          SingleLineDoc,
          PLAIN_KIT,
          NoEnter,
          Placeholder.configure({ placeholder }),
          NumberMarks.configure({ isMarked }),
        ]
      : [RICH_KIT, Placeholder.configure({ placeholder }), NumberMarks.configure({ isMarked })],
  );

  const editor = useEditor({
    extensions,
    content: kind === 'plain' ? `<p>${escapeText(value)}</p>` : plainToRich(value),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: `pw-art-editable pw-art-${kind}`,
        'aria-label': ariaLabel,
        ...(kind === 'plain' ? { 'aria-multiline': 'false' } : { 'aria-multiline': 'true' }),
        ...(testId ? { 'data-testid': testId } : {}),
      },
      handleKeyDown: (_view, event) => {
        lastKey.current = event.key;
        return false;
      },
    },
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
    onUpdate: ({ editor: e }) => {
      if (kind === 'plain') {
        changeRef.current(e.getText().replace(/\s*\n\s*/g, ' '));
        return;
      }
      const html = e.getHTML();
      const empty = isEmptyRichText(html) && !/<(ul|ol|li)\b/i.test(html);
      changeRef.current(empty ? '' : html);
      if (empty && DELETE_KEYS.has(lastKey.current)) emptiedRef.current?.();
      lastKey.current = '';
    },
  });

  return (
    <div className={`pw-art-field${focused ? ' is-focused' : ''}${className ? ` ${className}` : ''}`}>
      {kind === 'rich' && focused && <FormatBar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

type Editor = NonNullable<ReturnType<typeof useEditor>>;

/** Bold, italic, underline and the two lists, above a focused rich text. */
function FormatBar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
    }),
  });
  const button = (on: boolean, label: string, icon: ReactNode, run: () => void) => (
    <button
      type="button"
      className={`pw-art-format${on ? ' is-on' : ''}`}
      aria-label={label}
      aria-pressed={on}
      // Keeps the selection in the editor.
      onMouseDown={(e) => {
        e.preventDefault();
        run();
      }}
    >
      {icon}
    </button>
  );
  return (
    <div className="pw-art-formatbar" role="toolbar" aria-label={t('article.format.label')}>
      {button(active.bold, t('article.format.bold'), <BoldOutlined />, () =>
        editor.chain().focus().toggleBold().run(),
      )}
      {button(active.italic, t('article.format.italic'), <ItalicOutlined />, () =>
        editor.chain().focus().toggleItalic().run(),
      )}
      {button(active.underline, t('article.format.underline'), <UnderlineOutlined />, () =>
        editor.chain().focus().toggleUnderline().run(),
      )}
      {button(active.bullet, t('article.format.bullet'), <UnorderedListOutlined />, () =>
        editor.chain().focus().toggleBulletList().run(),
      )}
      {button(active.ordered, t('article.format.ordered'), <OrderedListOutlined />, () =>
        editor.chain().focus().toggleOrderedList().run(),
      )}
    </div>
  );
}
