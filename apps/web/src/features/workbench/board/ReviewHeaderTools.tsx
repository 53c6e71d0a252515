import { Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeckDispatch, useDeckState } from '../../deck-board';
import { PublishButton } from '../../public-preview/components/PublishButton';
import { CheckNumbersButton } from '../../traceability/components/CheckNumbersButton';
import { scrollToSlide } from './use-board-review';
import './review-tools.css';

/**
 * Board header tools for review: the company-template flag (which shows the comment controls), the number
 * check and publishing. The flag is switchable here until accounts carry it.
 */
export function ReviewHeaderTools() {
  const { t } = useTranslation();
  const state = useDeckState();
  const dispatch = useDeckDispatch();
  const generating = state.process === 'inProgress';
  const ready = state.phase === 'ready';

  return (
    <div className="pw-review-tools">
      <Tooltip title={t('review.companyFlag.help')}>
        <label className="pw-review-flag" htmlFor="company-flag">
          <Switch
            id="company-flag"
            size="small"
            checked={state.rocheTemplateFlag}
            onChange={(on) => dispatch({ type: 'setRocheTemplateFlag', on })}
            data-testid="company-flag-switch"
          />
          {t('review.companyFlag')}
        </label>
      </Tooltip>
      <CheckNumbersButton workId={state.id} disabled={!ready} onSlideClick={scrollToSlide} />
      <PublishButton workId={state.id} disabled={!ready || generating || state.slides.length === 0} />
    </div>
  );
}
