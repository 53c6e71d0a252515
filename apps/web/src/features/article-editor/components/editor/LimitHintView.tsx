import { WarningOutlined } from '@ant-design/icons';
import type { ArticleComponent } from '@prowrite/contracts';
import { useTranslation } from 'react-i18next';
import type { OverLimitHint } from '../../state/editor-state';
import { limitHint } from '../../utils/limits';

/**
 * Near a component: the used/limit counter once within 10% of its limit, and a clear refusal when over it
 * (the text stays as typed and is saved once it fits).
 */
export function LimitHintView({
  component,
  over,
}: {
  component: ArticleComponent;
  over: OverLimitHint | undefined;
}) {
  const { t } = useTranslation();
  const hint = over ?? limitHint(component);
  if (hint.state === 'ok') return null;
  if (hint.state === 'near')
    return (
      <div className="pw-art-limit is-near" data-testid="limit-counter" aria-live="polite">
        {t('article.limit.counter', { used: hint.used, limit: hint.limit })}
      </div>
    );
  return (
    <div className="pw-art-limit is-over" role="alert" data-testid="limit-over">
      <WarningOutlined />{' '}
      {t('article.limit.over', {
        part: t(`article.limit.part.${hint.kind}`),
        used: hint.used,
        limit: hint.limit,
      })}
    </div>
  );
}
