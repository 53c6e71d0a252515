import { listLayouts } from '@prowrite/layouts';
import { describe, expect, it } from 'vitest';
import { GALLERY_TEMPLATES, galleryItems, isGalleryTemplate, resolveSample } from './gallery-items';

describe('layout gallery items', () => {
  it('lists every registered layout in every template, each sample resolving in both languages', () => {
    for (const template of GALLERY_TEMPLATES) {
      for (const lang of ['zh', 'en'] as const) {
        const items = galleryItems(template, lang);
        expect(items.map((i) => i.layout.id)).toEqual(listLayouts().map((l) => l.id));
        for (const item of items) {
          const resolved = resolveSample(item, lang);
          expect(resolved?.layoutId, `${template} ${item.layout.id} ${lang}`).toBe(item.layout.id);
        }
      }
    }
  });

  it('accepts only the gallery templates from the query', () => {
    expect(isGalleryTemplate('medical_template3')).toBe(true);
    expect(isGalleryTemplate('medical_template4')).toBe(false);
    expect(isGalleryTemplate(null)).toBe(false);
  });

  it('draws nothing for a layout without a sample', () => {
    const [item] = galleryItems('general', 'zh');
    expect(resolveSample({ ...item!, slide: null }, 'zh')).toBeNull();
  });
});
