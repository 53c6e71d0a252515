import {
  type CreateInvitationBody,
  type InvitationCreated,
  type AssignableRole,
  stripPhone,
  type Team,
} from '@prowrite/contracts';
import { Alert, Button, Form, Modal, Radio, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneNumberField } from '../../account';
import { useCreateInvitation } from '../hooks/use-admin';
import { deliveryKind, invitationLink } from '../utils/invitation-link';
import { MemberEmailField, MemberFormError, MemberTeamAndRole } from './MemberFormParts';

type Values = {
  channel: 'email' | 'sms';
  email?: string;
  mobile?: string;
  country_code?: string;
  country?: string;
  role: AssignableRole;
  team_id: string;
};

type Props = {
  open: boolean;
  teams: Team[];
  defaultTeamId: string;
  /** Team administrators invite into their own team only. */
  canPickTeam: boolean;
  onClose: () => void;
};

function bodyOf(v: Values): CreateInvitationBody {
  return v.channel === 'email'
    ? { channel: 'email', email: (v.email ?? '').trim(), role: v.role, team_id: v.team_id }
    : {
        channel: 'sms',
        mobile: stripPhone(v.mobile ?? ''),
        country_code: v.country_code ?? '86',
        ...(v.country ? { country: v.country } : {}),
        role: v.role,
        team_id: v.team_id,
      };
}

/** What became of the invitation: where it went, until when, and its link (shown once: only its hash is kept). */
function InvitationResult({ created }: { created: InvitationCreated }) {
  const { t } = useTranslation();
  const kind = deliveryKind(created.delivered_by);
  const link = invitationLink(window.location.origin, created.sid);
  return (
    <div style={{ display: 'grid', gap: 12, marginTop: 16 }} data-testid="invite-result">
      <Alert
        type={kind === 'manual' ? 'warning' : 'success'}
        showIcon
        title={
          kind === 'manual'
            ? t('admin.invite.notSent', { account: created.masked_account })
            : t('admin.invite.sent', { account: created.masked_account })
        }
        description={t('admin.invite.expires', {
          date: new Date(created.expires_at * 1000).toLocaleString(),
        })}
      />
      <div>
        <Typography.Text type="secondary">{t('admin.invite.link')}</Typography.Text>
        <Typography.Paragraph copyable={{ text: link }} style={{ margin: 0 }} data-testid="invite-link">
          {link}
        </Typography.Paragraph>
      </div>
    </div>
  );
}

/** Invites an email address or phone number into a team with a role; the invitee signs up through the link. */
export function InviteMemberModal({ open, teams, defaultTeamId, canPickTeam, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const invite = useCreateInvitation();
  const [created, setCreated] = useState<InvitationCreated | null>(null);
  const channel = Form.useWatch('channel', form) ?? 'email';

  useEffect(() => {
    if (!open) return;
    setCreated(null);
    form.resetFields();
    form.setFieldsValue({ channel: 'email', role: 'member', team_id: defaultTeamId });
  }, [open, defaultTeamId, form]);

  const close = () => {
    invite.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('admin.invite.title')}
      onCancel={close}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close} data-testid="invite-done">
            {t('admin.invite.done')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              loading={invite.isPending}
              onClick={() => form.submit()}
              data-testid="invite-submit"
            >
              {t('admin.invite.submit')}
            </Button>
          </Space>
        )
      }
    >
      {created ? (
        <InvitationResult created={created} />
      ) : (
        <Form<Values>
          form={form}
          name="invite-member"
          layout="vertical"
          requiredMark={false}
          style={{ marginTop: 16 }}
          onValuesChange={() => {
            if (invite.isError) invite.reset();
          }}
          onFinish={async (values) => {
            const answer = await invite.mutateAsync(bodyOf(values)).catch(() => null);
            if (answer) setCreated(answer);
          }}
          data-testid="invite-form"
        >
          {invite.isError ? (
            <MemberFormError title={t('admin.invite.failed')} error={invite.error} testId="invite-error" />
          ) : null}
          <Form.Item name="channel" label={t('admin.invite.channel')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'email', label: t('login.method.email') },
                { value: 'sms', label: t('login.mobile.label') },
              ]}
            />
          </Form.Item>
          {channel === 'email' ? (
            <MemberEmailField />
          ) : (
            <PhoneNumberField inputProps={{ autoComplete: 'off' }} />
          )}
          <MemberTeamAndRole teams={teams} canPickTeam={canPickTeam} roleTestId="invite-role" />
        </Form>
      )}
    </Modal>
  );
}
