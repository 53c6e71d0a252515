import { BgColorsOutlined, CheckOutlined, UndoOutlined } from '@ant-design/icons';
import { ARTICLE_THEME_COLOURS, TWEETS_THEME_COLOURS } from '@prowrite/contracts';
import { Button, Popover, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StructureActions } from '../../hooks/use-structure-actions';
import { useEditorState } from '../../state/editor-context';
import { formatSavedAt } from '../../utils/save-time';
import type { ArticleLook } from '../../utils/theme';

/** The auto-save indicator: "Saving…" while saving, then "Auto-saved HH:mm". */
export function SaveIndicator() {
  const { t } = useTranslation();
  const { saving, dirty, overLimit, savedAt } = useEditorState();
  const blocked = dirty.some((id) => id in overLimit);
  const pending = dirty.some((id) => !(id in overLimit));
  const stateName = saving || pending ? 'saving' : blocked ? 'blocked' : savedAt !== null ? 'saved' : 'idle';
  const text =
    stateName === 'saving'
      ? t('article.save.saving')
      : stateName === 'blocked'
        ? t('article.save.blocked')
        : stateName === 'saved' && savedAt !== null
          ? t('article.save.saved', { time: formatSavedAt(savedAt) })
          : '';
  return (
    <span className="pw-art-save" data-testid="article-save-state" data-state={stateName} aria-live="polite">
      {text}
    </span>
  );
}

function ThemePicker({ look, onPick }: { look: ArticleLook; onPick: (colour: string) => void }) {
  const { t } = useTranslation();
  const colours: readonly string[] = look.type === 'Tweets' ? TWEETS_THEME_COLOURS : ARTICLE_THEME_COLOURS;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('article.theme.title')}
      content={
        <div className="pw-art-swatches" role="listbox" aria-label={t('article.theme.title')}>
          {colours.map((c) => {
            const on = c.toUpperCase() === look.colour.toUpperCase();
            return (
              <button
                key={c}
                type="button"
                role="option"
                aria-selected={on}
                aria-label={c}
                className={`pw-art-swatch${on ? ' is-on' : ''}`}
                style={{ background: c }}
                onClick={() => onPick(c)}
                data-testid="theme-swatch"
              >
                {on && <CheckOutlined />}
              </button>
            );
          })}
        </div>
      }
    >
      <Tooltip title={t('article.theme.title')}>
        <Button
          type="text"
          icon={<BgColorsOutlined />}
          aria-label={t('article.theme.title')}
          data-testid="theme-picker"
        />
      </Tooltip>
    </Popover>
  );
}

/** Generation progress, the save indicator, undo (server history), theme colour and the export entry. */
export function EditorToolbar({
  look,
  actions,
  extra,
}: {
  look: ArticleLook;
  actions: StructureActions;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const state = useEditorState();
  const idle = state.phase === 'ready' && state.process === 'end' && !state.conflict;
  return (
    <div className="pw-art-toolbar" data-testid="article-toolbar">
      {state.process === 'inProgress' && (
        <div className="pw-art-progress" data-testid="article-progress">
          <span>{t('article.generating')}</span>
          <span
            className="pw-art-progress-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.progress}
            aria-label={t('article.generating')}
          >
            <span style={{ width: `${Math.max(0, Math.min(100, state.progress))}%` }} />
          </span>
          <span className="pw-art-progress-value">{state.progress}%</span>
        </div>
      )}
      <SaveIndicator />
      <Tooltip title={t('article.undo.label')}>
        <Button
          type="text"
          icon={<UndoOutlined />}
          aria-label={t('article.undo.label')}
          disabled={!idle || state.revocation <= 0}
          onClick={() => void actions.undo()}
          data-testid="article-undo"
        />
      </Tooltip>
      <ThemePicker look={look} onPick={(c) => void actions.setTheme(c)} />
      {extra}
    </div>
  );
}
