import type { Facts } from '@prowrite/contracts';
import type { DocContext } from '../context';
import { extractZhArms } from './arms';
import { extractZhBlinding } from './blinding';
import { extractZhEffects } from './effects';
import { extractZhPrimaryEndpoint, extractZhSecondaryEndpoints } from './endpoints';
import { extractZhKeySentences } from './key-sentences';
import { extractZhNRandomised } from './n-randomised';
import { extractZhPrimaryResult } from './primary-result';
import { extractZhRatio } from './ratio';
import { extractZhRegistryId } from './registry';
import { zhSentences } from './text';

/**
 * The facts of a Chinese paper: the Chinese readers' values, and the English readers' where the Chinese ones
 * find nothing (registry ids, titles, tables and anything printed in English read as before).
 */
export function withChineseFacts(ctx: DocContext, facts: Facts): Facts {
  const zs = zhSentences(ctx);
  const arms = extractZhArms(ctx, zs);
  const primaryEndpoint = extractZhPrimaryEndpoint(ctx, zs);
  const effects = extractZhEffects(ctx, zs);
  const useArms = arms.length >= 2 ? arms : facts.arms;
  const endpoint = primaryEndpoint ?? facts.primary_endpoint;
  const { primary, results } = extractZhPrimaryResult(ctx, zs, useArms, endpoint, effects);
  const secondary = extractZhSecondaryEndpoints(ctx, zs);
  const keySentences = extractZhKeySentences(ctx, zs);
  const nRandomised = extractZhNRandomised(ctx, zs) ?? armTotal(useArms);
  return {
    ...facts,
    registry_id: extractZhRegistryId(ctx, zs) ?? facts.registry_id,
    blinding: extractZhBlinding(ctx, zs) ?? facts.blinding,
    n_randomized: nRandomised ?? facts.n_randomized,
    ratio: extractZhRatio(ctx, zs) ?? facts.ratio,
    arms: useArms,
    primary_endpoint: endpoint,
    secondary_endpoints: secondary.length > 0 ? secondary : facts.secondary_endpoints,
    effects,
    // The Chinese reader alone: it reads "HR 0.72 (95% CI …)" too and knows which part of the paper cites
    // another trial, which the English readers cannot tell in a Chinese paper.
    hazard_ratios: effects
      .filter((e) => e.measure === 'HR')
      .map((e) => ({
        endpoint: e.endpoint,
        value: e.value,
        ci_low: e.ci_low,
        ci_high: e.ci_high,
        p: e.p,
        source: e.source,
      })),
    results: results.length > 0 ? [...results, ...facts.results] : facts.results,
    primary_result: primary ?? facts.primary_result,
    key_sentences: keySentences.length > 0 ? keySentences : facts.key_sentences,
  };
}

/** The randomised number as the sum of the arms' sizes, when every arm states one. */
function armTotal(arms: Facts['arms']): Facts['n_randomized'] {
  if (arms.length < 2 || arms.some((a) => !a.n)) return null;
  const first = arms[0]!.n!;
  return { value: arms.reduce((s, a) => s + a.n!.value, 0), source: first.source };
}
