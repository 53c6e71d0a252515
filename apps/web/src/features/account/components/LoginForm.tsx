import { LockOutlined, MailOutlined } from '@ant-design/icons';
import type { LoginBody } from '@prowrite/contracts';
import { Alert, Button, Form, Input } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { useLogin } from '../hooks/use-session';

// Mirrors loginBodySchema's limits (the schema itself stays out of this first screen's download).
const MAX_ACCOUNT = 254;
const MAX_PASSWORD = 200;

/** What went wrong, in the UI language; the server's own text is kept as detail where it says more. */
function describeLoginError(error: unknown, t: TFunction): { title: string; detail?: string } {
  if (!(error instanceof HttpError)) return { title: t('login.error.generic') };
  if (error.kind === 'timeout') return { title: t('label.request-timeout') };
  if (error.kind === 'network') return { title: t('label.network-error') };
  if (error.status === 401) return { title: t('login.error.credentials') };
  if (error.status === 429) return { title: t('login.error.tooMany'), detail: error.message };
  return { title: t('login.error.generic'), detail: error.message };
}

/** The account method of the login screen (method 0): account and password. */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const [form] = Form.useForm<LoginBody>();
  const failure = login.isError ? describeLoginError(login.error, t) : null;

  return (
    <Form<LoginBody>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      disabled={login.isPending}
      onFinish={(values) => login.mutate({ account: values.account.trim(), password: values.password })}
      onValuesChange={() => {
        if (login.isError) login.reset();
      }}
      data-testid="login-form"
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
      <Form.Item
        name="account"
        label={t('login.account.label')}
        rules={[
          { required: true, whitespace: true, message: t('login.account.required') },
          { max: MAX_ACCOUNT, message: t('common.maxLength', { max: MAX_ACCOUNT }) },
        ]}
      >
        <Input
          prefix={<MailOutlined />}
          placeholder={t('login.account.placeholder')}
          autoComplete="username"
          autoFocus
          inputMode="email"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password.label')}
        rules={[
          { required: true, message: t('login.password.required') },
          { max: MAX_PASSWORD, message: t('common.maxLength', { max: MAX_PASSWORD }) },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.password.placeholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0, marginTop: 8 }}>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
