import type { Facts, Slide } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { WRITER_LAYOUTS } from './layouts';
import { fitsLines, type LineCapacity } from './list-lines';
import { endpointText } from './output-text';
import { trialFacts } from './testing/trial-facts';
import { writeDeck } from './write-deck';

/** The ALPHA-1 fixture with `values` as its secondary endpoints (all cited to the endpoint sentence). */
function withEndpoints(values: string[]): Facts {
  const f = trialFacts('a');
  const source = f.secondary_endpoints[0]!.source;
  return { ...f, secondary_endpoints: values.map((value) => ({ value, source })) };
}

function designSlide(facts: Facts, template: string, outLang: 'en' | 'zh-cn'): Slide {
  const deck = writeDeck({
    facts: [{ fileId: 'a', fileName: 'a.pdf', facts }],
    template,
    outLang,
  });
  const slide = deck.find((s) => s.content.some((c) => c.id === 'secondary_endpoint'));
  if (!slide) throw new Error('no slide with secondary endpoints');
  return slide;
}

const LONG_LIST = [
  'overall survival',
  'objective response rate',
  'duration of response',
  'disease control rate',
  'time to deterioration of the global health status score',
  'health-related quality of life by the EORTC QLQ-C30',
  'safety and tolerability',
  'pharmacokinetics',
  'change in tumour size from baseline',
];

const CJK_LIST = [
  '总生存期',
  '客观缓解率',
  '缓解持续时间',
  '疾病控制率',
  '至健康状况恶化时间',
  '生活质量',
  '安全性',
];

const cases: [string, string[]][] = [
  ['a long list of short items', LONG_LIST],
  ['long items', LONG_LIST.map((s) => `${s} assessed by blinded independent central review at every visit`)],
  ['Chinese items', CJK_LIST],
];

describe('secondary endpoints are shown whole or counted, never left out', () => {
  for (const template of ['general', 'medical_template1'])
    for (const lang of ['en', 'zh-cn'] as const)
      for (const [name, values] of cases)
        it(`${name} (${template}, ${lang})`, () => {
          const slide = designSlide(withEndpoints(values), template, lang);
          const layout = WRITER_LAYOUTS[slide.slide_id as keyof typeof WRITER_LAYOUTS];
          const capacity = (layout as { lines?: Record<string, LineCapacity> }).lines?.secondary_endpoint;
          expect(capacity, slide.slide_id).toBeDefined();
          const text = String(slide.content.find((c) => c.id === 'secondary_endpoint')!.text);
          expect(fitsLines(text, capacity!)).toBe(true);
          const shown = values.map((v) => endpointText(v, lang)).filter((v) => text.includes(v));
          const left = values.length - shown.length;
          if (left === 0) {
            expect(text).not.toMatch(/further|另有/);
          } else {
            const counted =
              lang === 'zh-cn'
                ? `另有${left}项次要终点，见原文第1页。`
                : `${left} further secondary endpoint`;
            expect(text).toContain(counted);
          }
          expect(shown.length).toBeGreaterThan(0);
          // Every endpoint, shown or counted, is cited on the slide.
          const cited = (slide.provenance ?? []).filter((p) => p.content_id === 'secondary_endpoint');
          expect(cited).toHaveLength(values.length);
        });

  it('shows a short list whole, one endpoint per line', () => {
    const slide = designSlide(withEndpoints(['overall survival', 'safety']), 'general', 'en');
    expect(slide.content.find((c) => c.id === 'secondary_endpoint')!.text).toBe('overall survival\nsafety');
  });
});
