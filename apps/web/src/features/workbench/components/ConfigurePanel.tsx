import { documentKind, MAX_WORK_NAME, type OutLangValue, type WorkType } from '@prowrite/contracts';
import { themes } from '@prowrite/layouts';
import { Alert, App, Button, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WEB_ARTICLE_KINDS, webArticleKind } from '../../article-editor';
import { HttpError } from '../../../lib/http';
import { useCreateWork } from '../hooks/use-works';
import { useSourceFiles } from '../hooks/use-source-files';
import { articleTemplateColour, templatesFor, workPath } from '../utils/work-route';
import type { DeckTemplate } from '../utils/work-status';
import { SeriesField } from './SeriesField';
import { SourceFilesField } from './SourceFilesField';

type FormValues = { name?: string; template: string; out_lang: OutLangValue; report_id?: string };

/** The swatch of a template: a deck theme's colours, or an article template's theme colour. */
function swatch(type: WorkType, id: string): (string | undefined)[] {
  if (type === 'PPT') {
    const colours = themes.get(id as DeckTemplate)?.colours;
    return [colours?.primary, colours?.secondary, colours?.accent];
  }
  return [articleTemplateColour(type, id)];
}

/** Configure panel: a new work (PPT or an article kind) from sources, a template and an output language. */
export function ConfigurePanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  // An upload network error is a 3 s toast like every other toast.
  const sources = useSourceFiles({
    onNetworkError: () =>
      void message.error({ content: t('label.network-error'), duration: 3, key: 'upload-network' }),
  });
  const create = useCreateWork();
  const [error, setError] = useState<string | null>(null);
  const [type, setType] = useState<WorkType>('PPT');
  const templates = templatesFor(type);
  const kind = webArticleKind(type);
  const series = documentKind(type)?.needsReportId ?? false;
  const templateLabel = (id: string) => {
    const own = kind?.templates.find((x) => x.id === id);
    return own ? t(own.label) : t(`workbench.template.${id as DeckTemplate}`);
  };
  const changeType = (next: WorkType) => {
    setType(next);
    form.setFieldValue('template', templatesFor(next)[0]);
  };

  const parsing = sources.items.some((i) => i.status === 'uploading' || i.status === 'parsing');
  const failed = sources.items.some((i) => i.status === 'error');
  const hint = sources.items.length === 0 ? 'empty' : parsing ? 'parsing' : failed ? 'failed' : null;

  const submit = (values: FormValues) => {
    setError(null);
    const name = values.name?.trim();
    const reportId = series ? values.report_id?.trim() : undefined;
    create.mutate(
      {
        type,
        ...(name ? { name } : {}),
        file_ids: sources.fileIds,
        select_template: values.template,
        out_lang: values.out_lang,
        ...(reportId ? { report_id: reportId } : {}),
      },
      {
        onSuccess: ({ id }) => {
          sources.reset();
          void navigate(workPath(id, type));
        },
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
          value={type}
          id="work-type"
          onChange={changeType}
          data-testid="work-type"
          // Each option names its type, so tests pick a kind by value whatever the order and language.
          // Each option names its type, so tests pick a kind whatever the language or order.
          optionRender={(o) => <span data-testid={`work-type-option-${o.value}`}>{o.label}</span>}
          options={[
            { value: 'PPT', label: t('workbench.type.PPT') },
            ...WEB_ARTICLE_KINDS.map((k) => ({ value: k.type, label: t(k.label) })),
          ]}
        />
      </Form.Item>
      {series && (
        <Form.Item
          name="report_id"
          label={t('workbench.form.series')}
          rules={[
            { required: true, whitespace: true, message: t('workbench.form.seriesRequired') },
            { max: 64, message: t('common.maxLength', { max: 64 }) },
          ]}
        >
          <SeriesField disabled={create.isPending} />
        </Form.Item>
      )}
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
          {templates.map((id) => (
            <Radio.Button key={id} value={id} className="pw-template-option" data-template={id}>
              <span className="pw-template-swatch" aria-hidden>
                {swatch(type, id).map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed colour slots.
                  <span key={i} style={{ background: c }} />
                ))}
              </span>
              {templateLabel(id)}
            </Radio.Button>
          ))}
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
        {t(type === 'PPT' ? 'workbench.create.submit' : 'workbench.create.submitArticle')}
      </Button>
      {hint && <p className="pw-configure-hint">{t(`workbench.create.hint.${hint}`)}</p>}
    </Form>
  );
}
