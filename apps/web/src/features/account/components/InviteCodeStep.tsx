import { KeyOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { inviteCodeFrom } from '../utils/signup-rules';

/** Step 0: the invite code from the invitation message (or the whole link pasted). */
export function InviteCodeStep({ onSubmit }: { onSubmit: (sid: string) => void }) {
  const { t } = useTranslation();
  return (
    <Form<{ code: string }>
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) => {
        const sid = inviteCodeFrom(v.code);
        if (sid) onSubmit(sid);
      }}
      data-testid="signup-invite-code-form"
    >
      <p className="pw-login-subtitle" data-testid="signup-invite-only">
        {t('signup.inviteOnly')}
      </p>
      <Form.Item
        name="code"
        label={t('signup.inviteCode.label')}
        rules={[
          { required: true, whitespace: true, message: t('signup.inviteCode.required') },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || inviteCodeFrom(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('signup.inviteCode.invalid'))),
          },
        ]}
      >
        <Input prefix={<KeyOutlined />} placeholder={t('signup.inviteCode.placeholder')} autoFocus />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block>
          {t('signup.next')}
        </Button>
      </Form.Item>
    </Form>
  );
}
