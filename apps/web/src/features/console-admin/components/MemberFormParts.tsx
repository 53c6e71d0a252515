import { ErrorCode, type Team } from '@prowrite/contracts';
import { Alert, Form, Input, Radio, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';

/* The parts the create-user and invite-member forms share: the error, the email, the team and the role. */

/** The longest address the mail standards allow. */
const MAX_EMAIL = 254;

function describeError(error: unknown, t: TFunction): string {
  if (error instanceof HttpError && error.code === ErrorCode.accountExists) return t('label.account.exists');
  if (error instanceof HttpError && error.kind === 'network') return t('label.network-error');
  if (error instanceof HttpError && error.kind === 'timeout') return t('label.request-timeout');
  return error instanceof Error ? error.message : String(error);
}

/** Why the last submission failed (an existing account, the network, a timeout or the server's message). */
export function MemberFormError({ title, error, testId }: { title: string; error: unknown; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={describeError(error, t)}
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
}

export function MemberEmailField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="email"
      label={t('admin.user.email')}
      rules={[
        { required: true, whitespace: true, message: t('admin.user.email.required') },
        { type: 'email', message: t('admin.user.email.invalid') },
        { max: MAX_EMAIL, message: t('common.maxLength', { max: MAX_EMAIL }) },
      ]}
    >
      <Input autoComplete="off" inputMode="email" />
    </Form.Item>
  );
}

/** The team (fixed to their own for team administrators) and the role, last in the form. */
export function MemberTeamAndRole({
  teams,
  canPickTeam,
  teamTestId,
  roleTestId,
}: {
  teams: Team[];
  canPickTeam: boolean;
  teamTestId?: string;
  roleTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="team_id"
        label={t('admin.user.team')}
        rules={[{ required: true, message: t('admin.user.team.required') }]}
      >
        <Select
          disabled={!canPickTeam}
          showSearch={{ optionFilterProp: 'label' }}
          options={teams.map((team) => ({ value: team.id, label: team.name }))}
          data-testid={teamTestId}
        />
      </Form.Item>
      <Form.Item name="role" label={t('admin.user.role')} style={{ marginBottom: 0 }}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'viewer', label: t('account.role.viewer') },
            { value: 'member', label: t('account.role.member') },
            { value: 'admin', label: t('account.role.admin') },
          ]}
          data-testid={roleTestId}
        />
      </Form.Item>
    </>
  );
}
