import { DownOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { initials, LazyRoleTag, useLogout, useUser } from '../../features/account';
import { mayVisit } from '../guards/route-permissions';
import { MenuButton, type MenuButtonItem } from '../menu/MenuButton';

/**
 * The header's account menu: who is signed in, Manage for those with the console bit, and Exit. A plain menu
 * button and avatar rather than antd's Dropdown/Menu/Avatar, which every signed-in screen would download.
 */
export function HeaderAccountMenu() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const { logout, pending } = useLogout();

  const items: MenuButtonItem[] = [
    ...(mayVisit(user.bizchat_auth, '/console')
      ? [{ key: 'manage', icon: <SettingOutlined />, label: t('nav.manage') }]
      : []),
    {
      key: 'exit',
      icon: <LogoutOutlined />,
      label: <span data-testid="account-exit">{t('account.exit')}</span>,
      danger: true,
    },
  ];

  return (
    <MenuButton
      label={t('account.menu')}
      buttonClassName="pw-header-button"
      testId="account-menu"
      busy={pending}
      items={items}
      onSelect={(key) => {
        if (key === 'manage') void navigate('/console');
        else if (key === 'exit') void logout();
      }}
      header={
        <div className="pw-account-who">
          <strong>{user.name}</strong>
          <span className="pw-account-email">{user.email}</span>
          <div className="pw-account-team">
            <Suspense fallback={null}>
              <LazyRoleTag role={user.type} superAdmin={user.is_super_admin} />
            </Suspense>{' '}
            {user.team_name}
          </div>
        </div>
      }
    >
      <span className="pw-avatar" aria-hidden="true">
        {initials(user.name)}
      </span>
      <span className="pw-account-name">{user.name}</span>
      <DownOutlined style={{ fontSize: 10 }} />
    </MenuButton>
  );
}
