import type { AdminUserRow, User } from '@prowrite/contracts';
import { Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleTag, UserAvatar } from '../../account';

type Props = {
  rows: AdminUserRow[];
  loading: boolean;
  currentUser: User;
  /** Lower-cased search text over name and email. */
  search: string;
};

/** The team's users (every team for the first administrator), newest first. */
export function UsersTable({ rows, loading, currentUser, search }: Props) {
  const { t, i18n } = useTranslation();
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const visible = useMemo(() => {
    const filtered = search
      ? rows.filter((r) => r.name.toLowerCase().includes(search) || r.email.toLowerCase().includes(search))
      : rows;
    return [...filtered].sort((a, b) => b.created_at - a.created_at);
  }, [rows, search]);
  const teams = useMemo(
    () =>
      [...new Map(rows.map((r) => [r.team_id, r.team_name])).entries()].map(([value, text]) => ({
        value,
        text,
      })),
    [rows],
  );

  const columns: TableColumnsType<AdminUserRow> = [
    {
      key: 'name',
      title: t('admin.table.name'),
      render: (_, row) => (
        <Space size={10}>
          <UserAvatar name={row.name} />
          <Typography.Text strong>{row.name}</Typography.Text>
          {row.id === currentUser.id ? <Tag color="blue">{t('admin.table.you')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'email', dataIndex: 'email', title: t('admin.table.email'), render: (email: string) => email },
    {
      key: 'role',
      title: t('admin.table.role'),
      width: 150,
      filters: [
        { value: 'admin', text: t('account.role.admin') },
        { value: 'member', text: t('account.role.member') },
        { value: 'viewer', text: t('account.role.viewer') },
      ],
      onFilter: (value, row) => row.role === value,
      render: (_, row) => <RoleTag role={row.role} />,
    },
    ...(currentUser.is_super_admin
      ? [
          {
            key: 'team',
            title: t('admin.table.team'),
            dataIndex: 'team_name',
            filters: teams,
            onFilter: (value: unknown, row: AdminUserRow) => row.team_id === value,
          } satisfies TableColumnsType<AdminUserRow>[number],
        ]
      : []),
    {
      key: 'created',
      title: t('admin.table.created'),
      width: 200,
      render: (_, row) => (
        <Typography.Text type="secondary">
          {dateFormat.format(new Date(row.created_at * 1000))}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Table<AdminUserRow>
      rowKey="id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={visible}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: t('admin.table.empty') }}
      data-testid="users-table"
    />
  );
}
