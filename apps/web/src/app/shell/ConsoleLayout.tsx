import { Layout, Menu } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { AccountMenu } from '../../features/account/components/AccountMenu';
import { useUser } from '../../features/account/state/current-user';
import { LanguageSwitch } from '../../features/locale/components/LanguageSwitch';
import { FullPageSpin } from '../guards/RequireAuth';
import { Brand } from '../../components/Brand';
import { NAV_ITEMS } from './nav-items';

const border = '1px solid rgba(5, 5, 5, 0.06)';

/** The signed-in frame: header (product, language, account) over a sidebar and the routed screen. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const items = NAV_ITEMS.filter((item) => item.visible(user));
  const selected = items.filter((item) => item.matches(pathname)).map((item) => item.key);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          borderBottom: border,
          position: 'sticky',
          top: 0,
          zIndex: 10,
        }}
      >
        <Link to="/" aria-label={t('nav.home')} style={{ display: 'inline-flex' }}>
          <Brand />
        </Link>
        <span style={{ flex: 1 }} />
        <LanguageSwitch />
        <AccountMenu />
      </Layout.Header>
      <Layout>
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          width={216}
          className="pw-sider"
          style={{ borderRight: border }}
        >
          <nav aria-label={t('nav.main')}>
            <Menu
              mode="inline"
              selectedKeys={selected}
              style={{ paddingTop: 12, borderInlineEnd: 'none' }}
              items={items.map((item) => ({
                key: item.key,
                icon: item.icon,
                label: (
                  <Link to={item.path} data-testid={`nav-${item.key}`}>
                    {t(item.label)}
                  </Link>
                ),
              }))}
            />
          </nav>
        </Layout.Sider>
        <Layout.Content style={{ padding: '24px 28px 40px', minWidth: 0 }}>
          <div style={{ maxWidth: 1200, margin: '0 auto' }}>
            <Suspense fallback={<FullPageSpin />}>
              <Outlet />
            </Suspense>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
