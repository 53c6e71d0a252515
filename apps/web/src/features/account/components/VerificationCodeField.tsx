import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, type FormRule, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The six-digit code field (`code`) with its send button, which counts down until a resend is allowed. */
export function VerificationCodeField({
  rule,
  onSend,
  sending,
  wait,
  sendTestId,
}: {
  /** How the code's format is checked (the contract's schema where the form has one). */
  rule: FormRule;
  onSend: () => void;
  sending: boolean;
  /** Seconds until the code may be sent again (0: now). */
  wait: number;
  sendTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('login.code.label')} required>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={[{ required: true, message: t('login.code.required') }, rule]}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('login.code.placeholder')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
        </Form.Item>
        <Button onClick={onSend} loading={sending} disabled={wait > 0} data-testid={sendTestId}>
          {wait > 0 ? t('login.code.resendIn', { seconds: wait }) : t('login.code.send')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
