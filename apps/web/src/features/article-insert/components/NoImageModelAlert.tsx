import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown, not a generic error, when the server has no image model configured (code 10002). */
export function NoImageModelAlert() {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('insert.ai.noModel')}
      description={t('insert.ai.noModelHint')}
      data-testid="insert-ai-no-model"
    />
  );
}
