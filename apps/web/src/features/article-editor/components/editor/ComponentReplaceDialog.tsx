import type { ArticleComponent } from '@prowrite/contracts';
import { ImageDialog, QuoteDialog, VideoDialog } from '../../../article-insert';
import { useArticleRender } from '../../state/render-context';
import {
  quoteTextOf,
  type ReplaceKind,
  withImage,
  withQuoteText,
  withVideo,
} from '../../utils/component-replace';

export interface ComponentReplaceDialogProps {
  kind: ReplaceKind;
  component: ArticleComponent;
  onClose: () => void;
  /** Called after the edit is applied (the row redraws its view from the new content). */
  onReplaced: () => void;
}

/**
 * The insert dialog of a quote, video or image component opened to replace it from the right-click menu.
 * The new content goes through the editor's edit path: same id and position, saved as a component update,
 * undoable like any other edit.
 */
export function ComponentReplaceDialog({
  kind,
  component,
  onClose,
  onReplaced,
}: ComponentReplaceDialogProps) {
  const { editor } = useArticleRender();
  if (!editor) return null;
  const apply = (update: (c: ArticleComponent) => ArticleComponent) => {
    onClose();
    editor.edit(component.id, update);
    onReplaced();
  };
  if (kind === 'quote')
    return (
      <QuoteDialog
        initial={quoteTextOf(component)}
        onCancel={onClose}
        onOk={(text) => apply((c) => withQuoteText(c, text))}
      />
    );
  if (kind === 'video')
    return (
      <VideoDialog
        workId={editor.workId}
        mode="replace"
        onCancel={onClose}
        onOk={(video) => apply((c) => withVideo(c, video))}
      />
    );
  return (
    <ImageDialog
      open
      workId={editor.workId}
      mode="replace"
      onCancel={onClose}
      onOk={(image) => apply((c) => withImage(c, image))}
    />
  );
}
