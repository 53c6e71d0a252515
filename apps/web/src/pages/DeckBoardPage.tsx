import { ArrowLeftOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LazyResult } from '../app/lazy/LazyResult';
import {
  BoardToolbar,
  ConflictModal,
  DeckBoard,
  DeckBoardProvider,
  OfflineWriterNotice,
  useDeckSaver,
  useDeckSession,
  useDeckState,
  useDeckTitle,
  useUndoShortcuts,
} from '../features/deck-board';
import { SourcePanelProvider } from '../features/traceability';
import { ReviewHeaderTools, useBoardReview } from '../features/workbench';

function DeckBoardScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useDeckState();
  useDeckSession();
  const { flush } = useDeckSaver();
  useUndoShortcuts();
  useDeckTitle();
  const review = useBoardReview();
  const { message } = App.useApp();
  const { liveGeneration } = state;
  // Once the deck that was generating has fully appeared (the board runs this once).
  const onAnimationComplete = useCallback(() => {
    if (liveGeneration) void message.success(t('deck.ready'));
  }, [liveGeneration, message, t]);

  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };

  if (state.phase === 'error') {
    const missing = state.loadError === '404';
    return (
      <LazyResult
        status={missing ? '404' : 'error'}
        title={missing ? t('deck.notFound') : t('deck.loadFailed')}
        subTitle={missing ? undefined : state.loadError}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('common.backHome')}
          </Button>
        }
      />
    );
  }

  return (
    <div className="pw-deck-page">
      <header className="pw-deck-header">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('deck.back')} onClick={back} />
        <h1 className="pw-deck-title" data-testid="deck-title" title={state.name}>
          {state.name}
        </h1>
        <BoardToolbar beforeExport={flush} />
        <ReviewHeaderTools />
      </header>
      <OfflineWriterNotice />
      <div className="pw-deck-body">
        <main className="pw-deck-main">
          <DeckBoard {...review} onAnimationComplete={onAnimationComplete} />
        </main>
      </div>
      <ConflictModal />
    </div>
  );
}

/** /decks/:id (also `?reportId=`): the deck board of one work. */
export function DeckBoardPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <DeckBoardProvider key={id} id={id} reportId={params.get('reportId')}>
      <SourcePanelProvider>
        <DeckBoardScreen />
      </SourcePanelProvider>
    </DeckBoardProvider>
  );
}
