import { type CreateTeamBody, createTeamBodySchema, type Team } from '@prowrite/contracts';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTeam } from '../hooks/use-admin';

const MAX_NAME = createTeamBodySchema.shape.name.maxLength ?? 100;

/** Super administrator only (the server answers 403 to others). */
export function CreateTeamModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (team: Team) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateTeamBody>();
  const create = useCreateTeam();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('admin.team.title')}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form<CreateTeamBody>
        form={form}
        name="create-team"
        layout="vertical"
        requiredMark={false}
        style={{ marginTop: 16 }}
        onFinish={async (values) => {
          const team = await create.mutateAsync({ name: values.name.trim() }).catch(() => null);
          if (!team) return;
          void message.success(t('admin.team.created', { name: team.name }));
          create.reset();
          onCreated(team);
        }}
        data-testid="create-team-form"
      >
        {create.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('admin.team.failed')}
            description={create.error.message}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form.Item
          name="name"
          label={t('admin.team.name')}
          rules={[
            { required: true, whitespace: true, message: t('admin.team.name.required') },
            { max: MAX_NAME, message: t('common.maxLength', { max: MAX_NAME }) },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
