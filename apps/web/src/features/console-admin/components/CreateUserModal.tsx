import {
  type CreateUserBody,
  createUserBodySchema,
  ErrorCode,
  type Role,
  type Team,
} from '@prowrite/contracts';
import { Alert, App, Form, Input, Modal, Radio, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { useCreateUser } from '../hooks/use-admin';

// Limits come from the shared contract so the form and the server agree.
const { shape } = createUserBodySchema;
const MIN_PASSWORD = shape.password.minLength ?? 8;
const MAX_PASSWORD = shape.password.maxLength ?? 200;
const MAX_NAME = shape.name.maxLength ?? 100;
const MAX_EMAIL = 254;

type Props = {
  open: boolean;
  teams: Team[];
  defaultTeamId: string;
  /** Team administrators add users to their own team only. */
  canPickTeam: boolean;
  onClose: () => void;
};

function describeError(error: unknown, t: TFunction): string {
  if (error instanceof HttpError && error.code === ErrorCode.accountExists) return t('label.account.exists');
  if (error instanceof HttpError && error.kind === 'network') return t('label.network-error');
  if (error instanceof HttpError && error.kind === 'timeout') return t('label.request-timeout');
  return error instanceof Error ? error.message : String(error);
}

export function CreateUserModal({ open, teams, defaultTeamId, canPickTeam, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateUserBody>();
  const create = useCreateUser();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ team_id: defaultTeamId, role: 'member' satisfies Role });
  }, [open, defaultTeamId, form]);

  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('admin.user.title')}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      // Only an open dialog is mounted: a hidden one would still catch the Escape key.
      destroyOnHidden
    >
      <Form<CreateUserBody>
        form={form}
        name="create-user"
        layout="vertical"
        requiredMark={false}
        style={{ marginTop: 16 }}
        onValuesChange={() => {
          if (create.isError) create.reset();
        }}
        onFinish={async (values) => {
          const body: CreateUserBody = { ...values, email: values.email.trim(), name: values.name.trim() };
          const created = await create.mutateAsync(body).catch(() => null);
          if (!created) return;
          void message.success(t('admin.user.created', { name: body.name }));
          close();
        }}
        data-testid="create-user-form"
      >
        {create.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('admin.user.failed')}
            description={describeError(create.error, t)}
            style={{ marginBottom: 16 }}
            data-testid="create-user-error"
          />
        ) : null}
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
        <Form.Item
          name="name"
          label={t('admin.user.name')}
          rules={[
            { required: true, whitespace: true, message: t('admin.user.name.required') },
            { max: MAX_NAME, message: t('common.maxLength', { max: MAX_NAME }) },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('admin.user.password')}
          extra={t('admin.user.password.help')}
          rules={[
            { required: true, message: t('admin.user.password.required') },
            { min: MIN_PASSWORD, message: t('admin.user.password.min', { min: MIN_PASSWORD }) },
            { max: MAX_PASSWORD, message: t('common.maxLength', { max: MAX_PASSWORD }) },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="team_id"
          label={t('admin.user.team')}
          rules={[{ required: true, message: t('admin.user.team.required') }]}
        >
          <Select
            disabled={!canPickTeam}
            showSearch={{ optionFilterProp: 'label' }}
            options={teams.map((team) => ({ value: team.id, label: team.name }))}
            data-testid="create-user-team"
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
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
