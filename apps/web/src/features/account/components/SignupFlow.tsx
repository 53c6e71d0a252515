import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { type InviteInfo, type SignupVerifyResult, stripPhone } from '@prowrite/contracts';
import { Alert, App, Button, Form, Input, Spin, Steps } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { HttpError } from '../../../lib/http';
import type { CodeAddress } from '../api/account-api';
import { signupApi } from '../api/signup-api';
import { useCountdown } from '../hooks/use-countdown';
import { useInviteInfo, useSignupComplete } from '../hooks/use-signup';
import { type SignupFailure, schemaRule, signupFailure, signupFieldSchemas } from '../utils/signup-rules';
import { InviteCard } from './InviteCard';
import { InviteCodeStep } from './InviteCodeStep';
import { SignupAlerts, SignupEmailField, SignupPersonalFields, SignupTermsField } from './SignupFields';
import { VerificationCodeField } from './VerificationCodeField';

/** Where a new account lands: the workbench. */
const AFTER_SIGNUP = '/works';

function inlineText(failure: Extract<SignupFailure, { kind: 'inline' }>, t: TFunction): string {
  const { error } = failure;
  if (error instanceof HttpError && error.kind === 'timeout') return t('label.request-timeout');
  if (error instanceof HttpError && error.kind === 'network') return t('label.network-error');
  if (error instanceof HttpError && error.status === 429)
    return `${t('signup.error.tooMany')} (${failure.message})`;
  return failure.message || t('signup.error.generic');
}

/** Reacts to a failed sign-up call by its code: redirect, dialog or inline message. */
function useFailureHandler(setInline: (text: string | null) => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return (error: unknown) => {
    const failure = signupFailure(error);
    if (failure.kind === 'expired') {
      navigate('/invite-expired', { replace: true });
    } else if (failure.kind === 'exists') {
      modal.confirm({
        title: t('label.tips'),
        content: <span data-testid="signup-dialog-text">{t('label.account.exists')}</span>,
        okText: t('signup.goLogin'),
        cancelText: t('common.cancel'),
        onOk: () => navigate('/login'),
      });
    } else if (failure.kind === 'dialog') {
      modal.error({
        title: t('label.tips'),
        content: <span data-testid="signup-dialog-text">{failure.message}</span>,
      });
    } else {
      setInline(inlineText(failure, t));
    }
  };
}

type VerifyValues = {
  email?: string;
  mobile?: string;
  code: string;
  agree: boolean;
};

/** Step 1: the invited address, the code sent to it (resend after the server's countdown), the terms. */
function VerifyStep({
  sid,
  info,
  onVerified,
}: {
  sid: string;
  info: InviteInfo;
  onVerified: (verified: SignupVerifyResult) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<VerifyValues>();
  const [inline, setInline] = useState<string | null>(null);
  const onFailure = useFailureHandler(setInline);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wait, setWait] = useCountdown();

  const addressOf = (v: VerifyValues): CodeAddress =>
    info.channel === 'email'
      ? { channel: 'email', email: (v.email ?? '').trim() }
      : { channel: 'sms', mobile: stripPhone(v.mobile ?? ''), country_code: info.country_code || '86' };

  const send = async () => {
    try {
      // The terms come first: no code is sent before they are accepted.
      await form.validateFields([info.channel === 'email' ? 'email' : 'mobile', 'agree']);
    } catch {
      return;
    }
    setSending(true);
    setInline(null);
    try {
      const answer = await signupApi.sendCode(addressOf(form.getFieldsValue()), sid);
      setSentTo(answer.masked_address);
      setWait(answer.resend_after);
    } catch (error) {
      onFailure(error);
    } finally {
      setSending(false);
    }
  };

  const verify = async (v: VerifyValues) => {
    setVerifying(true);
    setInline(null);
    try {
      const answer = await signupApi.verify(addressOf(v), v.code.trim(), sid);
      onVerified(answer);
    } catch (error) {
      onFailure(error);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Form<VerifyValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      disabled={verifying}
      onFinish={verify}
      onValuesChange={() => setInline(null)}
      data-testid="signup-verify-form"
    >
      <SignupAlerts inline={inline} sentTo={sentTo} />
      {info.channel === 'email' ? (
        <SignupEmailField placeholder={info.account} />
      ) : (
        <Form.Item
          name="mobile"
          label={t('login.mobile.label')}
          rules={[{ required: true, message: t('login.mobile.required') }]}
        >
          <Input
            prefix={
              <>
                <MobileOutlined /> +{info.country_code || '86'}
              </>
            }
            placeholder={info.account}
            autoComplete="tel-national"
            inputMode="tel"
          />
        </Form.Item>
      )}
      <VerificationCodeField
        rule={schemaRule(signupFieldSchemas.code, t('login.code.format'))}
        onSend={send}
        sending={sending}
        wait={wait}
        sendTestId="signup-send-code"
      />
      <SignupTermsField testId="signup-terms" />
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={verifying} data-testid="signup-verify">
          {t('signup.next')}
        </Button>
      </Form.Item>
    </Form>
  );
}

type InfoValues = { name: string; password: string; confirm: string };

/** Step 2 (improve flag 2): name and password; the new account is signed in and lands on the workbench. */
function InfoStep({ ticket }: { ticket: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useSignupComplete();
  const [inline, setInline] = useState<string | null>(null);
  const onFailure = useFailureHandler(setInline);

  const submit = (v: InfoValues) => {
    setInline(null);
    complete.mutate(
      { signup_ticket: ticket, name: v.name.trim(), password: v.password, agree_terms: true },
      { onSuccess: () => navigate(AFTER_SIGNUP, { replace: true }), onError: onFailure },
    );
  };

  return (
    <Form<InfoValues>
      layout="vertical"
      size="large"
      requiredMark={false}
      disabled={complete.isPending}
      onFinish={submit}
      data-testid="signup-info-form"
    >
      <SignupAlerts inline={inline} sentTo={null} />
      <SignupPersonalFields autoFocus />
      <Form.Item
        name="confirm"
        label={t('signup.password.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('signup.password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('signup.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={complete.isPending}
          data-testid="signup-complete"
        >
          {t('signup.complete')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * Sign-up by invitation: without an invite code, step 0 asks for it; with one (`?sid=` from the invitation
 * link) the inviter and team are shown, then the invited address is verified, then personal info. An expired
 * invitation (170006) or a used one goes to /invite-expired.
 */
export function SignupFlow({
  sid,
  onInviteCode,
}: {
  sid: string | null;
  onInviteCode: (sid: string) => void;
}) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<SignupVerifyResult | null>(null);
  // Once verified, the answer carries the invitation: asking again would find it used after the last step.
  const info = useInviteInfo(verified ? null : sid);

  if (verified) {
    return (
      <>
        <InviteCard info={verified.invite_info} />
        <SignupSteps current={1} />
        <InfoStep ticket={verified.signup_ticket} />
      </>
    );
  }
  if (sid === null) return <InviteCodeStep onSubmit={onInviteCode} />;
  if (info.isPending) return <Spin style={{ display: 'block', margin: '32px auto' }} />;
  if (info.isError) {
    const failure = signupFailure(info.error);
    if (failure.kind === 'expired') return <Navigate to="/invite-expired" replace />;
    if (failure.kind === 'dialog') return <Navigate to="/invite-expired?reason=used" replace />;
    return (
      <Alert
        type="error"
        showIcon
        title={failure.kind === 'inline' ? inlineText(failure, t) : t('signup.error.generic')}
        action={
          <Button size="small" onClick={() => void info.refetch()}>
            {t('common.retry')}
          </Button>
        }
        data-testid="signup-error"
      />
    );
  }
  return (
    <>
      <InviteCard info={info.data} />
      <SignupSteps current={0} />
      <VerifyStep sid={sid} info={info.data} onVerified={setVerified} />
    </>
  );
}

function SignupSteps({ current }: { current: number }) {
  const { t } = useTranslation();
  return (
    <Steps
      size="small"
      current={current}
      style={{ margin: '20px 0 24px' }}
      items={[{ title: t('signup.step.verify') }, { title: t('signup.step.info') }]}
    />
  );
}
