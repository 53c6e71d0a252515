import { ArrowRightOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Progress, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../public-preview';
import { useWorkPreview } from '../hooks/use-works';
import { workPath } from '../utils/work-route';
import { STATUS_COLOR, workStatus } from '../utils/work-status';
import { SlideThumbnails } from './SlideThumbnails';

/** Preview panel: the selected work's status, progress and outline, with a way into its board. */
export function WorkPreviewPanel({ workId }: { workId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useWorkPreview(workId);

  if (workId === null)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.preview.none')} />;
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError || !detail.data)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.preview.failed')} />;

  const work = detail.data;
  const status = workStatus({ ...work, type: work.baseInfo.type });
  return (
    <div className="pw-preview" data-testid="work-preview">
      <div className="pw-preview-head">
        <div>
          <h3 className="pw-preview-title">{work.baseInfo.name}</h3>
          <div className="pw-preview-meta">
            <Tag color={STATUS_COLOR[status]}>{t(`workbench.status.${status}`)}</Tag>
            <span>
              {t(`workbench.template.${work.select_template}` as 'workbench.template.general', {
                defaultValue: work.select_template,
              })}
            </span>
            <span>{t(`workbench.outLang.${work.out_lang}`)}</span>
            <span>{formatDateTime(work.updated_at)}</span>
          </div>
        </div>
        <Button
          type="primary"
          icon={<ArrowRightOutlined />}
          iconPlacement="end"
          onClick={() => navigate(workPath(work.baseInfo.id, work.baseInfo.type))}
          data-testid="preview-open"
        >
          {t('workbench.list.open')}
        </Button>
      </div>
      {status === 'generating' && (
        <Progress percent={work.progress} status="active" aria-label={t('workbench.status.generating')} />
      )}
      {status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('workbench.preview.failedGenerate')}
          description={work.err_msg || undefined}
        />
      )}
      {status === 'noNewLiterature' && (
        <Alert
          type="info"
          showIcon
          title={t('workbench.preview.noNewLiterature')}
          data-testid="preview-no-new"
        />
      )}
      {status === 'empty' && (
        <Alert
          type="warning"
          showIcon
          title={t(
            work.report_status === 3 ? 'workbench.preview.noNewContent' : 'workbench.preview.noContent',
          )}
        />
      )}
      {work.slide_list.length > 0 && (
        <>
          <h4 className="pw-preview-subtitle">
            {t('workbench.preview.outline', { count: work.slide_list.length })}
          </h4>
          <SlideThumbnails
            slides={work.slide_list}
            template={work.select_template}
            lang={work.out_lang === 'en' ? 'en' : 'zh'}
          />
        </>
      )}
    </div>
  );
}
