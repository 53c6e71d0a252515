import { ArrowRightOutlined } from '@ant-design/icons';
import { Card, Descriptions, Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton';
import { RoleTag, useUser } from '../../account';

/** Who you are here; administrators also get the way into Manage. */
export function AccountOverview() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <Card variant="borderless" className="pw-home-card" title={t('home.account.title')}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'email', label: t('home.account.email'), children: user.email },
          { key: 'team', label: t('home.account.team'), children: user.team_name },
          {
            key: 'role',
            label: t('home.account.role'),
            children: <RoleTag role={user.type} superAdmin={user.is_super_admin} />,
          },
        ]}
      />
      {user.type === 'admin' ? (
        <>
          <Divider style={{ margin: '16px 0' }} />
          <Typography.Text strong>{t('home.admin.title')}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 12px' }}>
            {t('home.admin.body')}
          </Typography.Paragraph>
          <LinkButton to="/console" type="primary" ghost icon={<ArrowRightOutlined />} iconPlacement="end">
            {t('home.admin.action')}
          </LinkButton>
        </>
      ) : null}
    </Card>
  );
}
