import { MAX_WORK_NAME, type OutLangValue } from '@prowrite/contracts';
import { themes } from '@prowrite/layouts';
import { Alert, App, Button, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HttpError } from '../../../lib/http';
import { useCreateWork } from '../hooks/use-works';
import { useSourceFiles } from '../hooks/use-source-files';
import { DECK_TEMPLATES, type DeckTemplate } from '../utils/work-status';
import { SourceFilesField } from './SourceFilesField';

type FormValues = { name?: string; template: DeckTemplate; out_lang: OutLangValue };

/** Configure panel: a new PPT work from sources, a template and an output language. */
export function ConfigurePanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  // workbench.md 8: an upload network error is also a 3 s toast.
  const sources = useSourceFiles({
    onNetworkError: () =>
      void message.error({ content: t('label.network-error'), duration: 3, key: 'upload-network' }),
  });
  const create = useCreateWork();
  const [error, setError] = useState<string | null>(null);

  const parsing = sources.items.some((i) => i.status === 'uploading' || i.status === 'parsing');
  const failed = sources.items.some((i) => i.status === 'error');
  const hint = sources.items.length === 0 ? 'empty' : parsing ? 'parsing' : failed ? 'failed' : null;

  const submit = (values: FormValues) => {
    setError(null);
    const name = values.name?.trim();
    create.mutate(
      {
        type: 'PPT',
        ...(name ? { name } : {}),
        file_ids: sources.fileIds,
        select_template: values.template,
        out_lang: values.out_lang,
      },
      {
        onSuccess: ({ id }) => navigate(`/decks/${encodeURIComponent(id)}`),
        onError: (e) => {
          if (e instanceof HttpError && e.kind === 'network') setError(t('label.network-error'));
          else if (e instanceof HttpError && e.kind === 'timeout') setError(t('label.request-timeout'));
          else setError(e.message);
        },
      },
    );
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ template: 'medical_template1', out_lang: 'zh-cn' }}
      onFinish={submit}
      data-testid="create-work-form"
      className="pw-configure"
    >
      <Form.Item label={t('workbench.form.type')}>
        <Select
          value="PPT"
          id="work-type"
          options={[
            { value: 'PPT', label: t('workbench.type.PPT') },
            { value: 'Tweets', label: t('workbench.type.Tweets'), disabled: true },
            {
              value: 'PatientEducationPost',
              label: t('workbench.type.PatientEducationPost'),
              disabled: true,
            },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('workbench.form.sources')} required>
        <SourceFilesField sources={sources} disabled={create.isPending} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('workbench.form.name')}
        rules={[{ max: MAX_WORK_NAME, message: t('common.maxLength', { max: MAX_WORK_NAME }) }]}
      >
        <Input placeholder={t('workbench.form.namePlaceholder')} maxLength={MAX_WORK_NAME} id="work-name" />
      </Form.Item>
      <Form.Item name="template" label={t('workbench.form.template')}>
        <Radio.Group className="pw-template-grid" data-testid="template-select">
          {DECK_TEMPLATES.map((id) => {
            const colours = themes.get(id)?.colours;
            return (
              <Radio.Button key={id} value={id} className="pw-template-option">
                <span className="pw-template-swatch" aria-hidden>
                  {[colours?.primary, colours?.secondary, colours?.accent].map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: three fixed colour slots.
                    <span key={i} style={{ background: c }} />
                  ))}
                </span>
                {t(`workbench.template.${id}`)}
              </Radio.Button>
            );
          })}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="out_lang" label={t('workbench.form.outLang')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'zh-cn', label: t('workbench.outLang.zh-cn') },
            { value: 'en', label: t('workbench.outLang.en') },
          ]}
        />
      </Form.Item>
      {error && (
        <Alert
          type="error"
          showIcon
          title={t('workbench.create.failed')}
          description={error}
          data-testid="create-error"
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={create.isPending}
        disabled={!sources.ready}
        data-testid="create-work"
        style={{ marginTop: 16 }}
      >
        {t('workbench.create.submit')}
      </Button>
      {hint && <p className="pw-configure-hint">{t(`workbench.create.hint.${hint}`)}</p>}
    </Form>
  );
}
