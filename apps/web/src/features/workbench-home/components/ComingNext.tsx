import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../lib/locales/zh-cn';

const NEXT: MessageKey[] = [
  'home.next.sources',
  'home.next.decks',
  'home.next.articles',
  'home.next.review',
  'home.next.chat',
];

/** Plain text, not links: these screens do not exist yet. */
export function ComingNext() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" className="pw-home-card" title={t('home.next.title')}>
      <Typography.Paragraph type="secondary">{t('home.next.subtitle')}</Typography.Paragraph>
      <ol className="pw-home-next">
        {NEXT.map((key) => (
          <li key={key}>
            <ClockCircleOutlined aria-hidden="true" />
            <span>{t(key)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
