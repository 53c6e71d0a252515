import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Brand } from '../../components/Brand';
import {
  isTrialUser,
  LazyTrialWelcomeDialog,
  TrialSignupCta,
  useTrialMerge,
  useUser,
} from '../../features/account';
import { FullPageSpin } from '../guards/RequireAuth';
import { RequirePermission } from '../guards/RequirePermission';
import { HeaderAccountMenu } from './HeaderAccountMenu';
import { HeaderLanguageMenu } from './HeaderLanguageMenu';
import { isNavItemVisible, NAV_ITEMS } from './nav-items';
import './shell.css';

/** Below antd's `lg` breakpoint the sidebar starts collapsed, as antd's Sider did. */
const NARROW = '(max-width: 991.98px)';

function useCollapsed(): [boolean, (next: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const follow = () => setCollapsed(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return [collapsed, setCollapsed];
}

/**
 * The signed-in frame: header (product, language, account) over a sidebar and the routed screen. Plain elements
 * rather than antd Layout/Sider/Menu: every screen loads this frame first, so it stays light to download and to
 * style on the first render.
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useCollapsed();
  const items = NAV_ITEMS.filter((item) => isNavItemVisible(item, user));
  const trial = isTrialUser(user);
  const merge = useTrialMerge(user);

  return (
    <div className="pw-shell">
      <header className="pw-shell-header">
        <Link to="/" aria-label={t('nav.home')} style={{ display: 'inline-flex' }}>
          <Brand />
        </Link>
        <span style={{ flex: 1 }} />
        {trial && <TrialSignupCta />}
        <HeaderLanguageMenu />
        <HeaderAccountMenu />
      </header>
      {merge === 'done' || merge === 'failed' ? (
        <div role="status" className="pw-trial-merged" data-testid={`trial-merge-${merge}`}>
          {t(merge === 'done' ? 'trial.merge.done' : 'trial.merge.failed')}
        </div>
      ) : null}
      {trial && (
        <Suspense fallback={null}>
          <LazyTrialWelcomeDialog />
        </Suspense>
      )}
      <div className="pw-shell-body">
        <aside className={`pw-sider${collapsed ? ' pw-sider-collapsed' : ''}`}>
          <nav aria-label={t('nav.main')} className="pw-nav">
            {items.map((item) => {
              const selected = item.matches(pathname);
              return (
                <Link
                  key={item.key}
                  to={item.path}
                  data-testid={`nav-${item.key}`}
                  className={`pw-nav-item${selected ? ' pw-nav-item-selected' : ''}`}
                  aria-current={selected ? 'page' : undefined}
                  title={collapsed ? t(item.label) : undefined}
                >
                  <span className="pw-nav-icon" aria-hidden="true">
                    {item.icon}
                  </span>
                  <span className="pw-nav-label">{t(item.label)}</span>
                </Link>
              );
            })}
          </nav>
          <button
            type="button"
            className="pw-sider-trigger"
            aria-label={t('nav.main')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </button>
        </aside>
        <main className="pw-shell-content">
          <div style={{ maxWidth: 1200, margin: '0 auto' }}>
            <Suspense fallback={<FullPageSpin />}>
              <RequirePermission />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}
