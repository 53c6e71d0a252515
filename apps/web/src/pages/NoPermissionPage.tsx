import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../components/LinkButton';

/** /no-permission: where a failed permission check lands. */
export function NoPermissionPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('noPermission.title')}
      subTitle={t('noPermission.body')}
      extra={
        <LinkButton to="/" type="primary">
          {t('common.backHome')}
        </LinkButton>
      }
    />
  );
}
