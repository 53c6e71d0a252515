import { DownOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../hooks/use-logout';
import { useUser } from '../state/current-user';
import { RoleTag } from './RoleTag';

function initials(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  // Chinese names read best as their first character; Latin names as up to two initials.
  if (/^[\u3400-\u9fff]/.test(trimmed)) return trimmed[0]!;
  return trimmed
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

export function UserAvatar({ name, size = 28 }: { name: string; size?: number }) {
  return (
    <Avatar size={size} style={{ background: '#2A5A9B', flex: 'none' }}>
      {initials(name)}
    </Avatar>
  );
}

/** The header's account menu: who is logged in, Manage for administrators, and Exit (spec 2.2). */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const { logout, pending } = useLogout();

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      style: { cursor: 'default' },
      label: (
        <div style={{ padding: '4px 0', maxWidth: 260 }}>
          {/* Plain text (not Typography): the header is on every screen and stays light. */}
          <strong style={{ display: 'block', fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' }}>
            {user.name}
          </strong>
          <span style={{ display: 'block', fontSize: 12, color: 'rgba(0, 0, 0, 0.45)' }}>{user.email}</span>
          <div style={{ marginTop: 6 }}>
            <RoleTag role={user.type} superAdmin={user.is_super_admin} /> {user.team_name}
          </div>
        </div>
      ),
    },
    { type: 'divider' },
    ...(user.type === 'admin'
      ? [
          {
            key: 'manage',
            icon: <SettingOutlined />,
            label: t('nav.manage'),
            onClick: () => navigate('/console'),
          },
        ]
      : []),
    {
      key: 'exit',
      icon: <LogoutOutlined />,
      label: <span data-testid="account-exit">{t('account.exit')}</span>,
      danger: true,
      onClick: () => void logout(),
    },
  ];

  return (
    <Dropdown trigger={['click']} menu={{ items }} placement="bottomRight">
      <Button type="text" loading={pending} aria-label={t('account.menu')} data-testid="account-menu">
        <UserAvatar name={user.name} size={26} />
        <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{user.name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
