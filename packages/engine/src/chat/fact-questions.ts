import type { Facts } from '@prowrite/contracts';
import type { AnswerBuilder } from './answer-builder';
import { ANSWER_PHRASES, type AnswerPhrases } from './answer-phrases';

/** The facts a question can ask for directly; each is answered from the extracted facts with provenance. */
export type FactIntent = 'sample_size' | 'primary_endpoint' | 'arms' | 'registry' | 'primary_result';

const INTENTS: { intent: FactIntent; pattern: RegExp }[] = [
  {
    intent: 'sample_size',
    pattern:
      /\bsample size\b|\bhow many (?:patients|participants|subjects|people)\b|\bnumber of (?:patients|participants|subjects)\b|\b(?:were|was) (?:randomi[sz]ed|enrolled)\b|\bN\s*=\s*\?|样本量|多少(?:名|例|位)?(?:患者|受试者|病人)|入组(?:人数|例数)/i,
  },
  {
    intent: 'primary_endpoint',
    pattern: /\bprimary (?:end ?-?points?|outcomes?)\b|主要终点|主要结局/i,
  },
  {
    intent: 'primary_result',
    pattern:
      /\b(?:primary|main) (?:results?|findings?)\b|\bresults? (?:of|for) the primary\b|\bdid (?:it|the (?:drug|treatment|intervention)) work\b|主要结果/i,
  },
  {
    intent: 'arms',
    pattern:
      /\b(?:treatment |study )?arms?\b|\btreatment groups?\b|\bstudy groups?\b|\bgroups? (?:were|are) compared\b|组别|分组|治疗组/i,
  },
  {
    intent: 'registry',
    pattern: /\bregist(?:ry|ered|ration)\b|\bNCT\b|\btrial (?:number|id)\b|\bclinicaltrials\.gov\b|注册号?/i,
  },
];

/** The fact intents a question names, in a fixed order. */
export function factIntents(question: string): FactIntent[] {
  return INTENTS.filter((i) => i.pattern.test(question)).map((i) => i.intent);
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : String(Number(n.toFixed(4))));

/**
 * Writes the answer to one fact intent from the facts (every value with its citation); false when the facts
 * do not hold it (the caller then says so, never guesses).
 */
export function answerFact(
  intent: FactIntent,
  facts: Facts,
  out: AnswerBuilder,
  say: AnswerPhrases = ANSWER_PHRASES.en,
): boolean {
  switch (intent) {
    case 'sample_size': {
      if (facts.n_randomized) {
        out.line(
          `- ${say.sampleSize}${say.colon}N = ${facts.n_randomized.value} ${out.cite(facts.n_randomized.source)}`,
        );
        return true;
      }
      const arms = facts.arms.filter((a) => a.n);
      if (arms.length === 0) return false;
      for (const arm of arms) out.line(`- ${arm.name.value}: n = ${arm.n!.value} ${out.cite(arm.n!.source)}`);
      return true;
    }
    case 'primary_endpoint':
      if (!facts.primary_endpoint) return false;
      out.line(
        `- ${say.primaryEndpoint}${say.colon}${facts.primary_endpoint.value} ${out.cite(facts.primary_endpoint.source)}`,
      );
      return true;
    case 'arms':
      if (facts.arms.length === 0) return false;
      for (const arm of facts.arms) {
        const n = arm.n ? `${say.comma}n = ${arm.n.value} ${out.cite(arm.n.source)}` : '';
        out.line(`- ${say.arm(arm.label)}${say.colon}${arm.name.value} ${out.cite(arm.name.source)}${n}`);
      }
      return true;
    case 'registry':
      if (!facts.registry_id) return false;
      out.line(
        `- ${say.registry}${say.colon}${facts.registry_id.value} ${out.cite(facts.registry_id.source)}`,
      );
      return true;
    case 'primary_result': {
      const result = facts.primary_result;
      if (!result) return false;
      const cite = out.cite(result.source);
      const arms = result.arms.map(
        (a) => `${a.arm} ${fmt(a.value)}${a.unit === '%' ? '%' : a.unit ? ` ${a.unit}` : ''}`,
      );
      const effect = result.effect
        ? `${say.semicolon}${result.effect.measure} ${fmt(result.effect.value)}${
            result.effect.ci_low !== null && result.effect.ci_high !== null
              ? ` (${result.effect.ci_level}% CI ${fmt(result.effect.ci_low)}–${fmt(result.effect.ci_high)})`
              : ''
          }${result.effect.p ? `, p ${/^[<>=≤≥]/.test(result.effect.p) ? result.effect.p : `= ${result.effect.p}`}` : ''}`
        : '';
      out.line(`- ${say.primaryResult(result.endpoint)}${say.colon}${arms.join(' vs ')}${effect} ${cite}`);
      return true;
    }
  }
}
