import type { ArticleComponent } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { isEmptyForReader } from './reader-view';

const component = (kind: string, contents: unknown[], extra: Partial<ArticleComponent> = {}) =>
  ({ id: 'c', component: kind, title: '', content_str: '', contents, ...extra }) as ArticleComponent;
const expert = (fields: Record<string, unknown>) => ({
  id: 'e',
  type: 'expert',
  expert: { id: 'x', name: '', information: '', desc: '', avatar: '', desc_remove_flag: false, ...fields },
});

describe('isEmptyForReader', () => {
  it('hides an expert block with nobody filled in, shows one with a name', () => {
    expect(isEmptyForReader(component('personal_introductions', [expert({})]))).toBe(true);
    expect(isEmptyForReader(component('personal_introductions', [expert({ desc: '<p><br></p>' })]))).toBe(
      true,
    );
    expect(isEmptyForReader(component('personal_introductions', [expert({ name: 'Dr Li' })]))).toBe(false);
    expect(
      isEmptyForReader(component('personal_introductions', [expert({ desc: '<p>Cardiologist</p>' })])),
    ).toBe(false);
  });

  it('hides a review code without a code', () => {
    expect(
      isEmptyForReader(component('review_code', [{ id: 'review_code', type: 'text', value: '  ' }])),
    ).toBe(true);
    expect(
      isEmptyForReader(component('review_code', [{ id: 'review_code', type: 'text', value: 'PW-1' }])),
    ).toBe(false);
  });

  it('hides text blocks, quotes and references without text; never an article or image', () => {
    expect(
      isEmptyForReader(component('summary', [{ id: 'summary', type: 'text', value: '<p>&nbsp;</p>' }])),
    ).toBe(true);
    expect(
      isEmptyForReader(component('quote', [{ id: 'quote', type: 'text', value: '<p>p &lt; 0.05</p>' }])),
    ).toBe(false);
    expect(
      isEmptyForReader(component('references', [{ id: 'r', type: 'references', values: ['', ' '] }])),
    ).toBe(true);
    expect(
      isEmptyForReader(component('references', [{ id: 'r', type: 'references', values: ['Smith J.'] }])),
    ).toBe(false);
    expect(isEmptyForReader(component('article', []))).toBe(false);
    expect(isEmptyForReader(component('image', []))).toBe(false);
  });
});
