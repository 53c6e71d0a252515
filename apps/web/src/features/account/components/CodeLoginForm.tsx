import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { ErrorCode, stripPhone } from '@prowrite/contracts';
import { Alert, Button, Form, Input } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { accountApi, type CodeAddress } from '../api/account-api';
import { useCountdown } from '../hooks/use-countdown';
import { useCodeLogin } from '../hooks/use-session';
import { PhoneNumberField } from './PhoneNumberField';
import { VerificationCodeField } from './VerificationCodeField';

type Values = { email?: string; mobile?: string; country_code?: string; country?: string; code: string };

function describeCodeError(error: unknown, t: TFunction): { title: string; detail?: string } {
  if (!(error instanceof HttpError)) return { title: t('login.error.generic') };
  if (error.kind === 'timeout') return { title: t('label.request-timeout') };
  if (error.kind === 'network') return { title: t('label.network-error') };
  if (error.code === ErrorCode.verificationFailed) return { title: t('login.code.wrong') };
  if (error.status === 429) return { title: t('login.error.tooMany'), detail: error.message };
  return { title: t('login.error.generic'), detail: error.message };
}

/** Login methods sms (1) and email (2): the address, a code sent to it (resend after a countdown), the code. */
export function CodeLoginForm({ channel }: { channel: 'sms' | 'email' }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const login = useCodeLogin();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wait, setWait] = useCountdown();

  const addressOf = (v: Values): CodeAddress =>
    channel === 'email'
      ? { channel, email: (v.email ?? '').trim() }
      : {
          channel,
          mobile: stripPhone(v.mobile ?? ''),
          country_code: v.country_code ?? '86',
          ...(v.country ? { country: v.country } : {}),
        };

  const send = async () => {
    const field = channel === 'email' ? 'email' : 'mobile';
    try {
      await form.validateFields([field]);
    } catch {
      return;
    }
    setSending(true);
    setSendError(null);
    try {
      const answer = await accountApi.sendLoginCode(addressOf(form.getFieldsValue()));
      setSentTo(answer.masked_address);
      setWait(answer.resend_after);
    } catch (error) {
      setSendError(error);
    } finally {
      setSending(false);
    }
  };

  const failure = login.isError
    ? describeCodeError(login.error, t)
    : sendError
      ? describeCodeError(sendError, t)
      : null;

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      disabled={login.isPending}
      onFinish={(v) => login.mutate({ to: addressOf(v), code: v.code.trim() })}
      onValuesChange={() => {
        if (login.isError) login.reset();
      }}
      data-testid={`login-form-${channel}`}
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure.title}
          description={failure.detail}
          style={{ marginBottom: 20 }}
          data-testid="login-error"
        />
      ) : null}
      {sentTo && !failure ? (
        <Alert
          type="success"
          showIcon
          title={t('login.code.sent', { to: sentTo })}
          style={{ marginBottom: 20 }}
          data-testid="login-code-sent"
        />
      ) : null}
      {channel === 'email' ? (
        <Form.Item
          name="email"
          label={t('login.email.label')}
          rules={[
            { required: true, whitespace: true, message: t('login.email.required') },
            { type: 'email', message: t('login.email.invalid') },
          ]}
        >
          <Input
            prefix={<MailOutlined />}
            placeholder={t('login.email.placeholder')}
            autoComplete="email"
            inputMode="email"
          />
        </Form.Item>
      ) : (
        <PhoneNumberField
          inputProps={{
            prefix: <MobileOutlined />,
            placeholder: t('login.mobile.placeholder'),
            autoComplete: 'tel-national',
          }}
        />
      )}
      <VerificationCodeField
        rule={{ pattern: /^\s*\d{6}\s*$/, message: t('login.code.format') }}
        onSend={send}
        sending={sending}
        wait={wait}
        sendTestId="login-send-code"
      />
      <Form.Item style={{ marginBottom: 0, marginTop: 8 }}>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
