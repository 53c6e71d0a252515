import { type CreateUserBody, createUserBodySchema, type Role, type Team } from '@prowrite/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '../hooks/use-admin';
import { MemberEmailField, MemberFormError, MemberTeamAndRole } from './MemberFormParts';

// Limits come from the shared contract so the form and the server agree.
const { shape } = createUserBodySchema;
const MIN_PASSWORD = shape.password.minLength ?? 8;
const MAX_PASSWORD = shape.password.maxLength ?? 200;
const MAX_NAME = shape.name.maxLength ?? 100;

type Props = {
  open: boolean;
  teams: Team[];
  defaultTeamId: string;
  /** Team administrators add users to their own team only. */
  canPickTeam: boolean;
  onClose: () => void;
};

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
          <MemberFormError title={t('admin.user.failed')} error={create.error} testId="create-user-error" />
        ) : null}
        <MemberEmailField />
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
        <MemberTeamAndRole teams={teams} canPickTeam={canPickTeam} teamTestId="create-user-team" />
      </Form>
    </Modal>
  );
}
