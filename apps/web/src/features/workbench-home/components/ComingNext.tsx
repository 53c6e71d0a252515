import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../lib/locales/zh-cn';
import { WEB_ARTICLE_KINDS } from '../../article-editor';

/** What the product does today (each is in the navigation under Works). */
const BUILT: MessageKey[] = [
  'home.next.sources',
  'home.next.decks',
  'home.next.articles',
  'home.next.review',
];
/** What is still being built: plain text, not links, since these screens do not exist yet. */
const NEXT: MessageKey[] = ['home.next.chat'];

/** The home page's feature card: what works now, then what comes next. */
export function ComingNext() {
  const { t, i18n } = useTranslation();
  // The article kinds this app offers, named in the interface language.
  const separator = i18n.language === 'zh-cn' || i18n.language === 'ja' ? '、' : ', ';
  const articleKinds = WEB_ARTICLE_KINDS.map((k) => t(k.label)).join(separator);
  return (
    <Card
      variant="borderless"
      className="pw-home-card"
      title={t('home.now.title')}
      data-testid="home-features"
    >
      <Typography.Paragraph type="secondary">{t('home.now.subtitle')}</Typography.Paragraph>
      <ol className="pw-home-next" data-testid="home-built">
        {BUILT.map((key) => (
          <li key={key}>
            <CheckCircleOutlined aria-hidden="true" />
            <span>{key === 'home.next.articles' ? t(key, { kinds: articleKinds }) : t(key)}</span>
          </li>
        ))}
      </ol>
      <Typography.Paragraph type="secondary" strong>
        {t('home.next.title')}
      </Typography.Paragraph>
      <ol className="pw-home-next" data-testid="home-next">
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
