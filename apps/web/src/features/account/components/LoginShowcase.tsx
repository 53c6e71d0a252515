import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../lib/locales/zh-cn';
import { BrandMark } from '../../../components/Brand';
import './login.css';

const POINTS: MessageKey[] = [
  'login.brand.point.sources',
  'login.brand.point.provenance',
  'login.brand.point.offline',
];

/** The login screen's left panel: what the product is, in three lines. */
export function LoginShowcase() {
  const { t } = useTranslation();
  return (
    <div className="pw-login-showcase">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <span className="pw-login-mark">
          <BrandMark size={36} />
        </span>
        <span style={{ fontSize: 24, fontWeight: 650, letterSpacing: 0.3 }}>{t('app.name')}</span>
      </div>
      <div>
        <p className="pw-login-tagline">{t('app.tagline')}</p>
        <h1 className="pw-login-headline">{t('login.brand.headline')}</h1>
        <ul className="pw-login-points">
          {POINTS.map((key) => (
            <li key={key}>
              <CheckCircleFilled style={{ color: '#7FB2EE', marginTop: 4 }} />
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </div>
      <span className="pw-login-footer">© {new Date().getFullYear()} Prowrite</span>
    </div>
  );
}
