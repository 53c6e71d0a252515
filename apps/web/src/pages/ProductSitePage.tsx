import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { LinkButton } from '../components/LinkButton';
import { useAccessToken, useRegion } from '../features/account';
import { TrialEntryPage } from './TrialEntryPage';

/** Which product the page puts first: decks from papers (medical) or articles. */
type Focus = 'medical' | 'article';

const POINTS = ['trace', 'offline', 'export'] as const;

/**
 * The product site page: /medical and /article on the US-region host, /ai/medical and /ai/article otherwise,
 * /article/{link} everywhere; /ai/{type} is the business site page (the same product, for teams). It says what
 * Prowrite does and leads to the trial ("try now" makes the visitor a temporary user, or goes on with a session
 * already there), sign-up and login. A product path of the other region is sent to this region's.
 */
export function ProductSitePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { type } = useParams();
  const { known, policy } = useRegion();
  const signedIn = useAccessToken() !== null;
  const [trying, setTrying] = useState(false);

  const business = type !== undefined && type !== 'medical' && type !== 'article';
  const focus: Focus = pathname.includes('article') ? 'article' : 'medical';
  const regionPath = policy.productSitePaths[focus];
  const isProductPath =
    pathname === '/medical' || pathname === '/article' || /^\/ai\/(medical|article)$/.test(pathname);
  if (known && isProductPath && pathname !== regionPath) return <Navigate to={regionPath} replace />;
  if (trying) return <TrialEntryPage />;

  return (
    <div data-testid="product-site" style={{ minHeight: '100vh', background: '#f3f5f9' }}>
      <div style={{ maxWidth: 1040, margin: '0 auto', padding: '64px 24px' }}>
        <Space direction="vertical" size={24} style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {t(business ? 'site.business.eyebrow' : 'app.name')}
          </Typography.Text>
          <Typography.Title level={1} style={{ margin: 0 }} data-testid="product-site-title">
            {t(focus === 'article' ? 'site.hero.article' : 'site.hero.medical')}
          </Typography.Title>
          <Typography.Paragraph style={{ fontSize: 16, maxWidth: 760 }}>
            {t('site.hero.subtitle')}
          </Typography.Paragraph>
          <Space wrap>
            <Button
              type="primary"
              size="large"
              onClick={() => setTrying(true)}
              data-testid="product-site-try"
            >
              {t(signedIn ? 'site.cta.openWorks' : 'site.cta.try')}
            </Button>
            {!signedIn && (
              <LinkButton
                size="large"
                to={business ? '/signup-for-business' : '/signup'}
                data-testid="product-site-signup"
              >
                {t('site.cta.signup')}
              </LinkButton>
            )}
            {!signedIn && (
              <LinkButton size="large" type="link" to="/login" data-testid="product-site-login">
                {t('site.cta.login')}
              </LinkButton>
            )}
          </Space>
          <Row gutter={[16, 16]}>
            {POINTS.map((point) => (
              <Col xs={24} md={8} key={point}>
                <Card title={t(`site.point.${point}.title`)} style={{ height: '100%' }}>
                  {t(`site.point.${point}.body`)}
                </Card>
              </Col>
            ))}
          </Row>
          <Card title={t('site.makes.title')}>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {(focus === 'article' ? MAKES_ARTICLE_FIRST : MAKES_DECK_FIRST).map((item) => (
                <li key={item}>{t(`site.makes.${item}`)}</li>
              ))}
            </ul>
          </Card>
        </Space>
      </div>
    </div>
  );
}

const MAKES_DECK_FIRST = ['decks', 'articles', 'chat'] as const;
const MAKES_ARTICLE_FIRST = ['articles', 'decks', 'chat'] as const;
