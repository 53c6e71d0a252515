import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState } from '../state/editor-context';

/** The page title is the work's name, with " Saving..." appended while changes are being saved. */
export function useArticleTitle(): void {
  const { t } = useTranslation();
  const { name, saving, dirty, overLimit } = useEditorState();
  const pending = saving || dirty.some((id) => !(id in overLimit));
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  useEffect(() => {
    if (!name) return;
    document.title = `${name}${pending ? t('article.save.titleSuffix') : ''}`;
  }, [name, pending, t]);
}
