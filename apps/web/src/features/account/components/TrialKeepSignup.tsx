import { ErrorCode } from '@prowrite/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { HttpError } from '../../../lib/http';
import { trialApi } from '../api/trial-api';
import { useCountdown } from '../hooks/use-countdown';
import { currentUserKey } from '../hooks/use-session';
import { sessionStore } from '../state/session-store';
import { pendingTrialMerge } from '../utils/pending-trial-merge';
import { schemaRule, signupFieldSchemas } from '../utils/signup-rules';
import { isTrialUser } from '../utils/trial-user';
import { SignupAlerts, SignupEmailField, SignupPersonalFields, SignupTermsField } from './SignupFields';
import { VerificationCodeField } from './VerificationCodeField';

/** Where the kept trial lands: its works, all present. */
const AFTER_KEEP = '/works';

type KeepValues = { email: string; code: string; name: string; password: string; agree: boolean };

const failureText = (error: unknown, fallback: string) =>
  error instanceof HttpError && error.message ? error.message : fallback;

/**
 * /signup?keep_trial=1 in a trial session: sign-up keeping the trial (decision 0069). The email's code, a name,
 * a password and the terms; the temporary user becomes the account, with its works. When the email already has
 * an account, the visitor may log in to it and the trial moves into that account after the login.
 */
export function TrialKeepSignup() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<KeepValues>();
  const [inline, setInline] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wait, setWait] = useCountdown();
  // Set once the account exists: from then on only the way to the works renders (the cleared cache would
  // otherwise refetch the user below, now a full account, and send the page back to the usual sign-up).
  const [kept, setKept] = useState(false);
  const me = useQuery({
    queryKey: ['account', 'keep-trial-user'],
    queryFn: () => trialApi.sessionUser(),
    retry: false,
  });

  if (kept) return <Navigate to={AFTER_KEEP} replace />;
  if (me.isPending) return <Spin />;
  // Only a live trial keeps anything: anyone else uses the usual sign-up or is already in.
  if (me.isError || !isTrialUser(me.data)) return <Navigate to="/signup" replace />;

  const offerMerge = () =>
    modal.confirm({
      title: t('label.tips'),
      content: <span data-testid="trial-keep-exists">{t('trial.keep.exists')}</span>,
      okText: t('trial.keep.loginToMerge'),
      cancelText: t('common.cancel'),
      onOk: () => {
        const token = sessionStore.getToken();
        if (token) pendingTrialMerge.save(token);
        // Locally only: the trial's session must stay valid until the account takes the trial in.
        sessionStore.clear('logout');
        queryClient.getQueryCache().clear();
        navigate('/login?type=0', { replace: true });
      },
    });

  const send = async () => {
    try {
      await form.validateFields(['email', 'agree']);
    } catch {
      return;
    }
    setSending(true);
    setInline(null);
    try {
      const answer = await trialApi.sendSignupCode({
        channel: 'email',
        email: form.getFieldValue('email').trim(),
      });
      setSentTo(answer.masked_address);
      setWait(answer.resend_after);
    } catch (error) {
      if (error instanceof HttpError && error.code === ErrorCode.accountExists) offerMerge();
      else setInline(failureText(error, t('signup.error.generic')));
    } finally {
      setSending(false);
    }
  };

  const submit = async (v: KeepValues) => {
    setSaving(true);
    setInline(null);
    try {
      const result = await trialApi.convert({
        channel: 'email',
        email: v.email.trim(),
        code: v.code.trim(),
        name: v.name.trim(),
        password: v.password,
        agree_terms: true,
      });
      queryClient.getQueryCache().clear();
      queryClient.setQueryData(currentUserKey(result.access_token), result.user);
      sessionStore.setToken(result.access_token);
      setKept(true);
    } catch (error) {
      if (error instanceof HttpError && error.code === ErrorCode.accountExists) offerMerge();
      else setInline(failureText(error, t('signup.error.generic')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<KeepValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      disabled={saving}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => setInline(null)}
      data-testid="trial-keep-form"
    >
      <Alert type="info" showIcon title={t('trial.keep.intro')} style={{ marginBottom: 20 }} />
      <SignupAlerts inline={inline} sentTo={sentTo} />
      <SignupEmailField />
      <VerificationCodeField
        rule={schemaRule(signupFieldSchemas.code, t('login.code.format'))}
        onSend={() => void send()}
        sending={sending}
        wait={wait}
        sendTestId="trial-keep-send-code"
      />
      <SignupPersonalFields />
      <SignupTermsField testId="trial-keep-terms" />
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={saving} data-testid="trial-keep-submit">
          {t('trial.keep.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
