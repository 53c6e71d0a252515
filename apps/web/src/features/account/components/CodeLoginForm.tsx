import { MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { ErrorCode, PHONE_PATTERNS, phonePatternFor, stripPhone } from '@prowrite/contracts';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { accountApi, type CodeAddress } from '../api/account-api';
import { useCodeLogin } from '../hooks/use-session';

type Values = { email?: string; mobile?: string; country_code?: string; code: string };

const COUNTRY_CODES = Object.keys(PHONE_PATTERNS);

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
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const addressOf = (v: Values): CodeAddress =>
    channel === 'email'
      ? { channel, email: (v.email ?? '').trim() }
      : { channel, mobile: stripPhone(v.mobile ?? ''), country_code: v.country_code ?? '86' };

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
      initialValues={{ country_code: '86' }}
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
        <Form.Item label={t('login.mobile.label')} required>
          <Space.Compact block>
            <Form.Item name="country_code" noStyle>
              <Select
                style={{ width: 100 }}
                options={COUNTRY_CODES.map((c) => ({ value: c, label: `+${c}` }))}
              />
            </Form.Item>
            <Form.Item
              name="mobile"
              noStyle
              rules={[
                { required: true, message: t('login.mobile.required') },
                {
                  validator: (_, value: string | undefined) =>
                    !value ||
                    phonePatternFor(form.getFieldValue('country_code') ?? '86').test(stripPhone(value))
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('login.mobile.invalid'))),
                },
              ]}
            >
              <Input
                prefix={<MobileOutlined />}
                placeholder={t('login.mobile.placeholder')}
                autoComplete="tel-national"
                inputMode="tel"
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      )}
      <Form.Item label={t('login.code.label')} required>
        <Space.Compact block>
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, message: t('login.code.required') },
              { pattern: /^\s*\d{6}\s*$/, message: t('login.code.format') },
            ]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('login.code.placeholder')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <Button onClick={send} loading={sending} disabled={wait > 0} data-testid="login-send-code">
            {wait > 0 ? t('login.code.resendIn', { seconds: wait }) : t('login.code.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item style={{ marginBottom: 0, marginTop: 8 }}>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
