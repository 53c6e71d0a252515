import { measureText } from '@prowrite/contracts';
import { englishSentences, letterCounts } from '../../check-work/language';
import { truncation } from '../../check-work/truncation';
import { fitText } from '../../writer/fit-text';
import type { OutLang } from '../../writer/labels';
import { QUOTE_MARK } from '../../writer/source-quote';
import { numberViolations } from './number-guard';

/** One field of a slide the model may rewrite, with what the offline writer put there. */
export type RewriteField = {
  contentId: string;
  offline: string;
  /** The box budget the offline writer fitted to (measured as the spec counts: non-ASCII = 2). */
  limit: number;
  /**
   * The primary result's values as the offline text prints them (each arm's value, else the effect), when
   * this text states it; else []. Every value of such a text must stay, these ones as printed, so the checker
   * still finds the result stated.
   */
  primaryValues: readonly string[];
  /** An article's body: paragraphs on their own lines, each checked as a text of its own. */
  multiline?: boolean;
  /** Text for patients: the paper's words are never quoted in another language (no 原文/Original mark). */
  noSourceQuotes?: boolean;
};

export type FieldProblem = {
  rule: 'unsourced' | 'dropped' | 'too_long' | 'cut' | 'language' | 'empty';
  /** Said to the model on the retry and kept in the report: a value token or a measure, never source text. */
  detail: string;
};

/**
 * Every reason to refuse a rewritten field (empty = accepted): the number guard, then the offline writer's own
 * rules: the text fits the same box whole (fit-text would keep all of it), is not cut mid-sentence, and is in
 * the output language (no English sentence in Chinese output, no Chinese in English output).
 */
export function fieldProblems(
  field: RewriteField,
  text: string,
  sourced: ReadonlySet<string>,
  lang: OutLang,
): FieldProblem[] {
  const lines = field.multiline
    ? text
        .split('\n')
        .map((l) => fitText(l, Number.POSITIVE_INFINITY))
        .filter(Boolean)
    : [fitText(text, Number.POSITIVE_INFINITY)].filter(Boolean);
  const whole = lines.join('\n');
  if (!whole) return [{ rule: 'empty', detail: 'the text is empty' }];
  const problems: FieldProblem[] = numberViolations({
    offline: field.offline,
    rewritten: whole,
    sourced,
    keepValues: field.primaryValues.length > 0,
  }).map((v) =>
    v.rule === 'unsourced'
      ? { rule: 'unsourced', detail: `${v.value} is not printed in the quotes` }
      : { rule: 'dropped', detail: `${v.value} of the result is missing` },
  );
  for (const value of field.primaryValues)
    if (!whole.includes(value) && !problems.some((p) => p.rule === 'dropped'))
      problems.push({ rule: 'dropped', detail: `${value} of the result must be printed exactly so` });
  if (field.multiline ? measureText(whole) > field.limit : fitText(whole, field.limit) !== whole)
    problems.push({ rule: 'too_long', detail: `${measureText(whole)} characters, at most ${field.limit}` });
  const cut = lines.map((l) => truncation(l)).find(Boolean) ?? null;
  if (cut)
    problems.push({
      rule: 'cut',
      detail: cut === 'ellipsis' ? 'ends with an ellipsis' : 'ends mid-sentence',
    });
  if (lang === 'zh-cn' && englishSentences(whole).length > 0)
    problems.push({ rule: 'language', detail: 'an English sentence is left in the Chinese text' });
  if (field.noSourceQuotes && (whole.includes(QUOTE_MARK['zh-cn']) || whole.includes(QUOTE_MARK.en)))
    problems.push({ rule: 'language', detail: "the paper's words are quoted in another language" });
  if (lang === 'en' && letterCounts(whole, lang).other > 0)
    problems.push({ rule: 'language', detail: 'Chinese characters are left in the English text' });
  return problems;
}
