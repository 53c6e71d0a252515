import { MAX_WORK_NAME, type WorkListItem } from '@prowrite/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRenameWork } from '../hooks/use-works';

/** PUT report/editName; the server's message shows as a toast when it refuses. */
export function RenameWorkModal({ work, onClose }: { work: WorkListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRenameWork();

  return (
    <Modal
      open={work !== null}
      title={t('workbench.rename.title')}
      okText={t('workbench.rename.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={rename.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: work?.name ?? '' }}
        data-testid="rename-work-form"
        onFinish={({ name }) => {
          if (!work) return;
          rename.mutate(
            { id: work.id, name: name.trim() },
            {
              onSuccess: () => {
                void message.success(t('label.successful-operation'));
                onClose();
              },
            },
          );
        }}
      >
        <Form.Item
          name="name"
          label={t('workbench.form.name')}
          rules={[
            { required: true, whitespace: true, message: t('workbench.rename.required') },
            { max: MAX_WORK_NAME, message: t('common.maxLength', { max: MAX_WORK_NAME }) },
          ]}
        >
          <Input maxLength={MAX_WORK_NAME} autoFocus id="rename-work-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
