import { CrownOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { AdminUserRow } from '@prowrite/contracts';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

export function AdminStats({ rows, teamCount }: { rows: AdminUserRow[]; teamCount: number }) {
  const { t } = useTranslation();
  const admins = rows.filter((r) => r.role === 'admin').length;
  const stats = [
    { key: 'users', title: t('admin.stats.users'), value: rows.length, icon: <UserOutlined /> },
    { key: 'admins', title: t('admin.stats.admins'), value: admins, icon: <CrownOutlined /> },
    { key: 'teams', title: t('admin.stats.teams'), value: teamCount, icon: <TeamOutlined /> },
  ];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 16 }}>
      {stats.map((s) => (
        <Card key={s.key} variant="borderless" size="small" data-testid={`stat-${s.key}`}>
          <Statistic
            title={s.title}
            value={s.value}
            prefix={<span style={{ color: '#2A5A9B' }}>{s.icon}</span>}
          />
        </Card>
      ))}
    </div>
  );
}
