import { CloudServerOutlined, FileSearchOutlined, FundProjectionScreenOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../lib/locales/zh-cn';

const PILLARS: { icon: ReactNode; title: MessageKey; body: MessageKey }[] = [
  { icon: <FileSearchOutlined />, title: 'home.pillar.traceable.title', body: 'home.pillar.traceable.body' },
  { icon: <CloudServerOutlined />, title: 'home.pillar.offline.title', body: 'home.pillar.offline.body' },
  {
    icon: <FundProjectionScreenOutlined />,
    title: 'home.pillar.native.title',
    body: 'home.pillar.native.body',
  },
];

/** The three reasons to use Prowrite over generic generators: traceable numbers, offline, native exports. */
export function ProductPillars() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pillars-title">
      <Typography.Title level={5} id="pillars-title" style={{ margin: '4px 0 12px' }}>
        {t('home.pillars.title')}
      </Typography.Title>
      <div className="pw-home-pillars">
        {PILLARS.map((p) => (
          <Card key={p.title} variant="borderless" className="pw-home-card">
            <span className="pw-home-pillar-icon">{p.icon}</span>
            <Typography.Title level={5} style={{ marginTop: 12 }}>
              {t(p.title)}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t(p.body)}
            </Typography.Paragraph>
          </Card>
        ))}
      </div>
    </section>
  );
}
