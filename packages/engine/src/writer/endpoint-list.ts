import type { Facts, Sourced } from '@prowrite/contracts';
import type { Labels } from './labels';
import { chooseListItems } from './list-lines';
import { endpointText } from './output-text';
import type { SlideDraft } from './slide-draft';
import { isMarkedQuote } from './source-quote';

/**
 * "另有3项次要终点，见原文第4页。" / "3 further secondary endpoints: see the source, p. 4.": the endpoints a box
 * cannot show, counted and pointed to where the source lists them (a whole sentence, decision 0077).
 */
export function moreEndpointsLine(left: Sourced<string>[], labels: Labels): string {
  const n = left.length;
  const page = labels.pageRef(Math.min(...left.map((e) => e.source.page)));
  return labels.lang === 'zh-cn'
    ? `另有${n}项次要终点，见原文${page}。`
    : `${n} further secondary endpoint${n === 1 ? '' : 's'}: see the source, ${page}.`;
}

/**
 * The secondary endpoints box: as many whole endpoints as its declared lines show (one per line, or run on
 * with "；" / "; " when that shows more, a marked quote on its own line), the rest counted in a closing line that cites them.
 */
export function secondaryEndpoints(d: SlideDraft, f: Facts, labels: Labels): void {
  if (f.secondary_endpoints.length === 0) return;
  const items = f.secondary_endpoints.map((s) => ({ ...s, value: endpointText(s.value, labels.lang) }));
  const capacity = d.capacity('secondary_endpoint');
  const choice = chooseListItems(
    items,
    (s) => s.value,
    {
      capacity,
      maxChars: d.limit('secondary_endpoint'),
      joiner: labels.lang === 'zh-cn' ? '；' : '; ',
      // Run-on joins only items in the output language; a marked 原文 quote keeps its own line (0082).
      ownLine: (s) => isMarkedQuote(s.value),
    },
    (left) => moreEndpointsLine(left, labels),
  );
  if (!choice.text) return;
  d.text('title_secondary_endpoints', labels.t('secondaryEndpoints'));
  d.text(
    'secondary_endpoint',
    choice.text,
    [...choice.shown, ...choice.left].map((s) => s.source),
  );
}
