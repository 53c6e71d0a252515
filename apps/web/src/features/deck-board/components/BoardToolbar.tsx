import { RedoOutlined, UndoOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../export';
import { useDeckDispatch, useDeckState } from '../state/deck-context';
import { prefersReducedMotion, storeShowAnimation } from '../state/show-animation';
import { ZOOM_LEVELS } from '../utils/board-geometry';
import { ZoomMenu } from './ZoomMenu';

/** Progress, save state, undo/redo, zoom, export and the animation switch. */
/** `beforeExport`: the saver's flush, so an export has the last typed text. */
export function BoardToolbar({ beforeExport }: { beforeExport?: () => Promise<void> }) {
  const { t } = useTranslation();
  const state = useDeckState();
  const dispatch = useDeckDispatch();
  const zoomIndex = (ZOOM_LEVELS as readonly number[]).indexOf(state.zoom);
  const setZoom = (zoom: number) => dispatch({ type: 'setZoom', zoom });
  const reduced = prefersReducedMotion();
  const idle = state.process === 'end' && !state.conflict;

  const saveState = state.saving
    ? 'saving'
    : state.dirty.length > 0
      ? 'pending'
      : state.undo.length > 0 || state.revision > 0
        ? 'saved'
        : 'idle';
  const saveText = saveState === 'idle' ? '' : t(`deck.save.${saveState}`);

  return (
    <div className="pw-board-toolbar" data-testid="deck-toolbar">
      {state.process === 'inProgress' && (
        <div className="pw-board-progress" data-testid="deck-progress">
          <span>{t('deck.generating')}</span>
          <span
            className="pw-board-progress-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.progress}
            aria-label={t('deck.generating')}
          >
            <span style={{ width: `${Math.max(0, Math.min(100, state.progress))}%` }} />
          </span>
          <span className="pw-board-progress-value">{state.progress}%</span>
        </div>
      )}
      <span className="pw-board-save" data-testid="deck-save-state" data-state={saveState} aria-live="polite">
        {saveText}
      </span>
      <Tooltip title={t('deck.undo')}>
        <Button
          type="text"
          icon={<UndoOutlined />}
          aria-label={t('deck.undo')}
          disabled={!idle || state.undo.length === 0}
          onClick={() => dispatch({ type: 'undo' })}
        />
      </Tooltip>
      <Tooltip title={t('deck.redo')}>
        <Button
          type="text"
          icon={<RedoOutlined />}
          aria-label={t('deck.redo')}
          disabled={!idle || state.redo.length === 0}
          onClick={() => dispatch({ type: 'redo' })}
        />
      </Tooltip>
      <span className="pw-board-sep" />
      <Button
        type="text"
        icon={<ZoomOutOutlined />}
        aria-label={t('deck.zoomOut')}
        disabled={zoomIndex <= 0}
        onClick={() => setZoom(ZOOM_LEVELS[Math.max(0, zoomIndex - 1)]!)}
      />
      <ZoomMenu zoom={state.zoom} onChange={setZoom} />
      <Button
        type="text"
        icon={<ZoomInOutlined />}
        aria-label={t('deck.zoomIn')}
        disabled={zoomIndex < 0 || zoomIndex >= ZOOM_LEVELS.length - 1}
        onClick={() => setZoom(ZOOM_LEVELS[Math.min(ZOOM_LEVELS.length - 1, zoomIndex + 1)]!)}
      />
      <span className="pw-board-sep" />
      <ExportButton
        type="text"
        work={{ id: state.id, name: state.name, type: 'PPT', slideCount: state.slides.length }}
        disabled={state.phase !== 'ready'}
        {...(beforeExport ? { beforeExport } : {})}
      />
      <span className="pw-board-sep" />
      <Tooltip title={reduced ? t('deck.animation.reduced') : undefined}>
        <span className="pw-board-switch">
          <Switch
            size="small"
            aria-label={t('deck.animation')}
            checked={state.showAnimation && !reduced}
            disabled={reduced}
            data-testid="deck-animation-switch"
            onChange={(on) => {
              storeShowAnimation(on);
              dispatch({ type: 'setShowAnimation', on });
            }}
          />
          <span aria-hidden="true">{t('deck.animation')}</span>
        </span>
      </Tooltip>
    </div>
  );
}
