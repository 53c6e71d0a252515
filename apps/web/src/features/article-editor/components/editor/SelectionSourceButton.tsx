import { FileSearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Spot = { text: string; top: number; left: number };

/** Fewer characters than this are not a sentence worth looking up. */
const MIN_CHARS = 2;

function readSelection(root: HTMLElement): Spot | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.commonAncestorContainer)) return null;
  const text = selection.toString().trim();
  if ([...text].length < MIN_CHARS) return null;
  const rect = range.getBoundingClientRect();
  return { text, top: rect.bottom + 6, left: rect.left + rect.width / 2 };
}

/** A "find source" button under a sentence selected in the article; looks the sentence up in the sources. */
export function SelectionSourceButton({
  root,
  onFind,
}: {
  root: RefObject<HTMLElement | null>;
  onFind: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [spot, setSpot] = useState<Spot | null>(null);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const update = () => setSpot(readSelection(el));
    const later = () => setTimeout(update, 0);
    const hide = () => setSpot(null);
    el.addEventListener('mouseup', later);
    el.addEventListener('keyup', later);
    el.addEventListener('scroll', hide, { passive: true });
    const onSelectionChange = () => {
      if (window.getSelection()?.isCollapsed) hide();
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => {
      document.removeEventListener('selectionchange', onSelectionChange);
      el.removeEventListener('mouseup', later);
      el.removeEventListener('keyup', later);
      el.removeEventListener('scroll', hide);
    };
  }, [root]);

  if (!spot) return null;
  return (
    <div className="pw-art-find-source" style={{ top: spot.top, left: spot.left }}>
      <Button
        size="small"
        type="primary"
        icon={<FileSearchOutlined />}
        // Keeps the selection while clicking.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          onFind(spot.text);
          setSpot(null);
        }}
        data-testid="find-source"
      >
        {t('article.findSource')}
      </Button>
    </div>
  );
}
