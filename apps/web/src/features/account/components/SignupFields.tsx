import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule, signupFieldSchemas } from '../utils/signup-rules';

/** The form's error (from the last call) or, when there is none, where the code went. */
export function SignupAlerts({ inline, sentTo }: { inline: string | null; sentTo: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {inline ? (
        <Alert type="error" showIcon title={inline} style={{ marginBottom: 20 }} data-testid="signup-error" />
      ) : null}
      {sentTo && !inline ? (
        <Alert
          type="success"
          showIcon
          title={t('login.code.sent', { to: sentTo })}
          style={{ marginBottom: 20 }}
          data-testid="signup-code-sent"
        />
      ) : null}
    </>
  );
}

/** The email the code goes to (`email`), checked by the contract's address schema. */
export function SignupEmailField({ placeholder }: { placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="email"
      label={t('login.email.label')}
      rules={[
        { required: true, whitespace: true, message: t('login.email.required') },
        schemaRule(signupFieldSchemas.email, t('login.email.invalid')),
      ]}
    >
      <Input prefix={<MailOutlined />} placeholder={placeholder} autoComplete="email" inputMode="email" />
    </Form.Item>
  );
}

/** The new account's `name` and `password`, checked by the contract's sign-up field schemas. */
export function SignupPersonalFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="name"
        label={t('signup.name.label')}
        rules={[
          { required: true, whitespace: true, message: t('signup.name.required') },
          schemaRule(signupFieldSchemas.name, t('signup.name.tooLong')),
        ]}
      >
        <Input prefix={<UserOutlined />} autoComplete="name" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password.label')}
        extra={t('signup.password.rule')}
        rules={[
          { required: true, message: t('login.password.required') },
          schemaRule(signupFieldSchemas.password, t('signup.password.rule')),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** The terms checkbox (`agree`): a sign-up goes no further until it is ticked. */
export function SignupTermsField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="agree"
      valuePropName="checked"
      rules={[
        {
          validator: (_, value: boolean | undefined) =>
            value ? Promise.resolve() : Promise.reject(new Error(t('signup.terms.required'))),
        },
      ]}
    >
      <Checkbox data-testid={testId}>{t('signup.terms.label')}</Checkbox>
    </Form.Item>
  );
}
