import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ArticleImage } from '@prowrite/contracts';
import { App, Button, Result } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFileSrc } from '../../../lib/url-tickets';
import { ExportButton } from '../../export';
import { PublishButton } from '../../public-preview';
import { articleApi } from '../api/article-api';
import { useArticleSaver } from '../hooks/use-article-saver';
import { useArticleSession } from '../hooks/use-article-session';
import { useArticleTitle } from '../hooks/use-article-title';
import { CommentCountsContext, countsFrom, useCommentStats } from '../hooks/use-comment-stats';
import { useSourceLookup } from '../hooks/use-source-lookup';
import { useStructureActions } from '../hooks/use-structure-actions';
import { kindViewOf, webArticleKind } from '../kinds/registry';
import { useEditorDispatch, useEditorState } from '../state/editor-context';
import { ArticleRenderContext, type ArticleRenderApi, type EditorHooks } from '../state/render-context';
import { imagesOf } from '../utils/locations';
import { articleLook } from '../utils/theme';
import { ComponentList } from './editor/ComponentList';
import { ConflictDialog } from './editor/ConflictDialog';
import { EditorToolbar } from './editor/EditorToolbar';
import './editor.css';

const ImagePreviewGallery = lazy(async () => ({
  default: (await import('../../article-insert')).ImagePreviewGallery,
}));

/**
 * The article editor screen: header with back, name and tools over the component list; saving, generation,
 * undo and comments wired to the server.
 */
export function ArticleEditorScreen() {
  const fileSrc = useFileSrc();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const state = useEditorState();
  const dispatch = useEditorDispatch();
  useArticleSession();
  const { flush } = useArticleSaver();
  useArticleTitle();
  const actions = useStructureActions(flush);
  const { onNumber, onSentence } = useSourceLookup(state.id, state.components);
  const look = useMemo(
    () => articleLook(state.type, state.selectTemplate, state.themeColour),
    [state.type, state.selectTemplate, state.themeColour],
  );
  const ready = state.phase === 'ready';
  const editable = ready && state.process === 'end' && state.conflict === null;
  const stats = useCommentStats(state.id, ready);
  const counts = useMemo(() => countsFrom(stats.data), [stats.data]);

  // Undo history is forgotten when the editor is left (the close-revocation call), so it never spans visits.
  useEffect(() => {
    const id = state.id;
    const onExit = () => articleApi.closeRevocationOnExit(id);
    window.addEventListener('pagehide', onExit);
    return () => {
      window.removeEventListener('pagehide', onExit);
      onExit();
    };
  }, [state.id]);

  // The export's default title, for a kind titled by its first text: the first content value (the banner's
  // post title); empty, the work's name.
  const firstValue = webArticleKind(state.workType)?.exportTitleFromContent
    ? (state.components[0]?.contents.find((c) => c.value?.trim())?.value ?? '')
    : '';
  const images = useMemo(() => imagesOf(state.components), [state.components]);
  const [preview, setPreview] = useState<{ images: ArticleImage[]; index: number } | null>(null);
  const openImage = useCallback(
    (image: ArticleImage) => {
      const index = images.findIndex((i) => i.uniq_id === image.uniq_id);
      // An image outside the gallery's list is previewed alone.
      setPreview(index >= 0 ? { images, index } : { images: [image], index: 0 });
    },
    [images],
  );

  const confirm = useCallback(
    async (content: string) =>
      Boolean(
        await modal.confirm({
          title: t('label.tips'),
          content,
          okText: t('article.ok'),
          cancelText: t('common.cancel'),
        }),
      ),
    [modal, t],
  );
  const edit = useCallback<EditorHooks['edit']>(
    (id, update) => dispatch({ type: 'edit', id, update }),
    [dispatch],
  );
  const editor = useMemo<EditorHooks | null>(
    () =>
      editable
        ? {
            workId: state.id,
            companyElement: state.companyElement,
            edit,
            flush,
            removeComponent: actions.removeComponent,
            confirm,
            uploadAvatar: articleApi.uploadAvatar,
            openImage,
          }
        : null,
    [editable, state.id, state.companyElement, edit, flush, actions.removeComponent, confirm, openImage],
  );
  const render = useMemo<ArticleRenderApi>(
    () => ({
      look,
      mediaSrc: fileSrc,
      hideEmptyImageTitle: false,
      hideEmptyFootnote: false,
      epoch: state.epoch,
      editor,
      kindView: kindViewOf(state.workType),
    }),
    [look, state.epoch, editor, fileSrc, state.workType],
  );

  if (state.phase === 'error') {
    const missing = state.loadError === '404';
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? t('article.notFound') : t('article.loadFailed')}
        subTitle={missing ? undefined : state.loadError}
        extra={
          <Button type="primary" onClick={() => void navigate('/works')}>
            {t('common.backHome')}
          </Button>
        }
      />
    );
  }

  return (
    <div className="pw-art-page" data-testid="article-editor">
      <header className="pw-art-header">
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('article.back')}
          onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/works'))}
        />
        <h1 className="pw-art-title" data-testid="article-title-bar" title={state.name}>
          {state.name}
        </h1>
        <EditorToolbar
          look={look}
          actions={actions}
          extra={
            <>
              <PublishButton
                work={{ id: state.id, name: state.name, kind: 'article' }}
                disabled={!ready || state.process !== 'end'}
              />
              <ExportButton
                work={{ id: state.id, name: state.name, type: state.workType, firstContentValue: firstValue }}
                disabled={!ready || state.process !== 'end'}
                beforeExport={flush}
              />
            </>
          }
        />
      </header>
      <ArticleRenderContext.Provider value={render}>
        <CommentCountsContext.Provider value={counts}>
          <ComponentList
            look={look}
            editor={editor}
            actions={actions}
            onNumber={onNumber}
            onSentence={onSentence}
          />
        </CommentCountsContext.Provider>
      </ArticleRenderContext.Provider>
      <ConflictDialog />
      {preview && (
        <Suspense fallback={null}>
          <ImagePreviewGallery
            images={preview.images}
            index={preview.index}
            open
            onClose={() => setPreview(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
