import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../account';
import './home.css';

export function Welcome() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <section className="pw-home-welcome">
      <Typography.Title level={2} style={{ margin: 0, color: '#fff' }} data-testid="home-greeting">
        {t('home.greeting', { name: user.name })}
      </Typography.Title>
      <p>{t('home.intro')}</p>
    </section>
  );
}
