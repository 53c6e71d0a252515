import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../components/LinkButton';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.body')}
      extra={
        <LinkButton to="/" type="primary">
          {t('common.backHome')}
        </LinkButton>
      }
    />
  );
}
