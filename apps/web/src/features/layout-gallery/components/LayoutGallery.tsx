import { Radio, Segmented, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MessageKey } from '../../../lib/locales/zh-cn';
import {
  GALLERY_TEMPLATES,
  type GalleryTemplate,
  galleryItems,
  isGalleryTemplate,
  type SampleLang,
} from '../utils/gallery-items';
import { GalleryCard } from './GalleryCard';
import '../layout-gallery.css';

const TEMPLATE_LABELS: Record<GalleryTemplate, MessageKey> = {
  general: 'gallery.template.general',
  medical_template1: 'gallery.template.medical1',
  medical_template2: 'gallery.template.medical2',
  medical_template3: 'gallery.template.medical3',
};

type Family = 'all' | 'general' | 'medical';

/** /layouts: every registered layout drawn from its sample in the chosen template and sample language. */
export function LayoutGallery() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const templateParam = params.get('template');
  const template: GalleryTemplate = isGalleryTemplate(templateParam) ? templateParam : 'medical_template1';
  const lang: SampleLang = params.get('lang') === 'en' ? 'en' : 'zh';
  const familyParam = params.get('family');
  const family: Family = familyParam === 'general' || familyParam === 'medical' ? familyParam : 'all';
  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const items = useMemo(
    () => galleryItems(template, lang).filter((i) => family === 'all' || i.layout.family === family),
    [template, lang, family],
  );
  return (
    <div className="pw-gallery" data-testid="layout-gallery">
      <header className="pw-gallery-header">
        <Typography.Title level={3}>{t('gallery.title')}</Typography.Title>
        <div className="pw-gallery-filters">
          <Select
            value={template}
            onChange={(v) => set('template', v)}
            aria-label={t('gallery.templateFilter')}
            data-testid="gallery-template"
            options={GALLERY_TEMPLATES.map((id) => ({ value: id, label: t(TEMPLATE_LABELS[id]) }))}
            style={{ minWidth: 200 }}
          />
          <Segmented<Family>
            value={family}
            onChange={(v) => set('family', v)}
            options={[
              { value: 'all', label: t('gallery.family.all') },
              { value: 'general', label: t('gallery.family.general') },
              { value: 'medical', label: t('gallery.family.medical') },
            ]}
          />
          <Radio.Group
            value={lang}
            onChange={(e) => set('lang', e.target.value)}
            optionType="button"
            aria-label={t('gallery.sampleLang')}
            data-testid="gallery-lang"
            options={[
              { value: 'zh', label: t('gallery.lang.zh') },
              { value: 'en', label: t('gallery.lang.en') },
            ]}
          />
          <span className="pw-gallery-count">{t('gallery.count', { count: items.length })}</span>
        </div>
      </header>
      <div className="pw-gallery-grid">
        {items.map((item) => (
          <GalleryCard key={`${item.template}-${item.layout.id}`} item={item} lang={lang} />
        ))}
      </div>
    </div>
  );
}
