import { DownOutlined, LogoutOutlined, SettingOutlined, SwapOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  initials,
  isTrialUser,
  LazyRoleTag,
  useLogout,
  useSwitchAccount,
  useSwitchList,
  useUser,
} from '../../features/account';
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
  // A trial user has no account to link or switch to (the server answers 403); the list is not asked for.
  const switchList = useSwitchList(!isTrialUser(user));
  const switchAccount = useSwitchAccount();
  // The person's other accounts (linked by proof of both); picking one signs in there without a login.
  const others = (switchList.data ?? []).filter((a) => !a.current);

  const items: MenuButtonItem[] = [
    ...others.map((a) => ({
      key: `switch:${a.id}`,
      icon: <SwapOutlined />,
      label: (
        <span data-testid={`account-switch-${a.id}`}>
          {t('account.switchTo', { team: a.team_name })} · {a.masked_account}
        </span>
      ),
    })),
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
      busy={pending || switchAccount.isPending}
      items={items}
      onSelect={(key) => {
        if (key.startsWith('switch:')) {
          switchAccount.mutate(key.slice('switch:'.length), { onSuccess: () => void navigate('/') });
        } else if (key === 'manage') void navigate('/console');
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
