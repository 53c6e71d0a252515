import type { Provenance } from '@prowrite/contracts';
import { endpointTerm } from '../article/glossary';
import { cleanEndpoint, primaryStatement, toEffect } from '../results/primary-statement';
import { effectText } from '../results/primary-text';
import type { DeckSource } from './context';
import type { Labels } from './labels';
import { endpointText } from './output-text';

export type ResultPoint = { text: string; sources: Provenance[] };

/** A p value as pText prints it: with its operator ("=0.068", "<0.001"). */
const printedP = (p: string | null) =>
  p === null ? null : /^[<>≤≥=]/.test(p.trim()) ? p.trim() : `=${p.trim()}`;

const key = (endpoint: string) => cleanEndpoint(endpoint).trim().toLowerCase();

/**
 * The other endpoints' results, one per endpoint in the order read: "无进展生存期：风险比（HR）为1.22（…）".
 * The primary endpoint's own estimates (subgroups, sensitivity analyses) are left out: its slide states it.
 * Only endpoints the glossary names are kept: the extractor's endpoint of an effect read from prose can be a
 * sentence start ("There", "Moreover, the …"), and no English name is shown in Chinese outside a quote.
 */
export function secondaryResultPoints(sources: DeckSource[], labels: Labels): ResultPoint[] {
  const out: ResultPoint[] = [];
  const seen = new Set<string>();
  for (const s of sources) {
    const primary = primaryStatement(s.facts);
    if (primary?.endpoint) seen.add(key(primary.endpoint));
    for (const e of s.facts.effects) {
      const k = key(e.endpoint);
      if (!k || [...seen].some((x) => x.includes(k) || k.includes(x))) continue;
      // Only endpoints the glossary names: an effect's endpoint read from prose can be a sentence start.
      if (!endpointTerm(cleanEndpoint(e.endpoint))) continue;
      // The primary estimate again under another name ("death") is not another result.
      const p = primary?.effect;
      if (p && p.source.quote === e.source.quote && p.source.page === e.source.page) continue;
      seen.add(k);
      const name = endpointText(e.endpoint, labels.lang);
      out.push({
        text: `${name}${labels.colon}${effectText(toEffect(e, e.source), printedP(e.p), labels.lang)}`,
        sources: [e.source],
      });
    }
  }
  return out;
}
