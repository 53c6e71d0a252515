import {
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../account';
import { useAdminTeams, useAdminUsers } from '../hooks/use-admin';
import { AdminStats } from './AdminStats';
import { CreateTeamModal } from './CreateTeamModal';
import { CreateUserModal } from './CreateUserModal';
import { FeedbackCard } from './FeedbackCard';
import { InviteMemberModal } from './InviteMemberModal';
import { TeamsCard } from './TeamsCard';
import { UsersTable } from './UsersTable';

/**
 * /console: users of the caller's team (all teams for the first administrator), new users and teams, each
 * team's company template, and the feedback on chat answers.
 */
export function TeamAdminPanel() {
  const { t } = useTranslation();
  const user = useUser();
  const users = useAdminUsers();
  const teams = useAdminTeams();
  const [search, setSearch] = useState('');
  const [userDialog, setUserDialog] = useState<{ teamId: string } | null>(null);
  const [teamDialog, setTeamDialog] = useState(false);
  const [inviteDialog, setInviteDialog] = useState(false);

  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 16 }}>
        <div style={{ flex: 1, minWidth: 260 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('admin.title')}
          </Typography.Title>
          <Typography.Text type="secondary">
            {user.is_super_admin
              ? t('admin.subtitle.super')
              : t('admin.subtitle.team', { team: user.team_name })}
          </Typography.Text>
        </div>
        <Space wrap>
          {user.is_super_admin ? (
            <Button icon={<TeamOutlined />} onClick={() => setTeamDialog(true)} data-testid="new-team">
              {t('admin.action.newTeam')}
            </Button>
          ) : null}
          <Button
            icon={<UserAddOutlined />}
            onClick={() => setInviteDialog(true)}
            data-testid="invite-member"
          >
            {t('admin.action.invite')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setUserDialog({ teamId: user.team_id })}
            data-testid="new-user"
          >
            {t('admin.action.newUser')}
          </Button>
        </Space>
      </div>

      <AdminStats rows={users.data ?? []} teamCount={teams.length} />

      <Card
        variant="borderless"
        title={t('admin.table.title')}
        extra={
          <Space>
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder={t('admin.search.placeholder')}
              onChange={(e) => setSearch(e.target.value.trim().toLowerCase())}
              style={{ width: 240 }}
              aria-label={t('admin.search.placeholder')}
            />
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('common.retry')}
              loading={users.isFetching}
              onClick={() => void users.refetch()}
            />
          </Space>
        }
        styles={{ body: { paddingTop: 8 } }}
      >
        {users.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('admin.loadFailed')}
            description={users.error.message}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <UsersTable rows={users.data ?? []} loading={users.isPending} currentUser={user} search={search} />
      </Card>

      <TeamsCard teams={teams} />

      <FeedbackCard showTeam={user.is_super_admin} />

      <CreateUserModal
        open={userDialog !== null}
        teams={teams}
        defaultTeamId={userDialog?.teamId ?? user.team_id}
        canPickTeam={user.is_super_admin}
        onClose={() => setUserDialog(null)}
      />
      <InviteMemberModal
        open={inviteDialog}
        teams={teams}
        defaultTeamId={user.team_id}
        canPickTeam={user.is_super_admin}
        onClose={() => setInviteDialog(false)}
      />
      {user.is_super_admin ? (
        <CreateTeamModal
          open={teamDialog}
          onClose={() => setTeamDialog(false)}
          onCreated={(team) => {
            // Straight on to adding the first member: after a reload a team is listed once it has one.
            setTeamDialog(false);
            setUserDialog({ teamId: team.id });
          }}
        />
      ) : null}
    </div>
  );
}
