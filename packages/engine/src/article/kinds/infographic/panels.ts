import { measureText } from '@prowrite/contracts';
import { EFFECT_MEASURES } from '../../../results/medical-terms';
import {
  type PrimaryEffect,
  type PrimaryStatement,
  primaryStatement,
  cleanEndpoint,
  statementSignificance,
  statementSources,
} from '../../../results/primary-statement';
import { armZh, endpointName, primaryResultSentence } from '../../../results/primary-text';
import { CONCLUDING } from '../../../writer/conclusion-slides';
import { fitText } from '../../../writer/fit-text';
import { endpointText as outputEndpoint } from '../../../writer/output-text';
import { printedNumber } from '../../../writer/printed-number';
import { sourceSentence } from '../../../writer/source-quote';
import type { ArticleLabels } from '../../article-labels';
import { endpointZh, nameZh, phraseZh, unitZh } from '../../glossary';
import { hazardRatioSentence, keySentences } from '../../hcp-results';
import { type Para, para } from '../../paragraph';
import { numericRows, rowLabel, rowPara, tableLead, tablesOf } from '../../table-rows';
import { significance, type TrialView } from '../../trial-view';
import { type FigureDraft, figure } from './key-figures';
import type { InfographicLabels } from './labels';

const MAX_ARMS = 4;
const MAX_HR_TILES = 3;
const MAX_SAFETY_ROWS = 4;
/** One short quoted line of who was studied; the conclusion in two lines of a poster. */
const MAX_POPULATION = 160;
const MAX_CONCLUSION = 300;
const MAX_PLAN = 60;

export type PanelDraft = {
  title: string;
  figures: FigureDraft[];
  texts: { id: string; paras: Para[] }[];
};

type Ctx = { labels: InfographicLabels; article: ArticleLabels };

const printed = (value: number, quote: string) => printedNumber(value, quote);

/**
 * An endpoint read as a name, not a clipped piece of a sentence ("d to the control arm (two-sided P = 0.078"):
 * brackets balanced, not starting inside a word, no p value in it, short enough for a poster line.
 */
export function readableEndpoint(endpoint: string): boolean {
  const t = endpoint.trim();
  const open = (t.match(/[(（]/g) ?? []).length;
  const close = (t.match(/[)）]/g) ?? []).length;
  return (
    t.length >= 3 && t.length <= 120 && open === close && !/^[a-z]\s/.test(t) && !/\b[pP]\s*[=<>]/.test(t)
  );
}

/** The primary result in one sentence within the conclusion's length; the endpoint left out when unreadable. */
function resultSentence(s: PrimaryStatement, labels: InfographicLabels): string {
  const full = primaryResultSentence(s, labels.lang, readableEndpoint(s.endpoint));
  return measureText(full) <= MAX_CONCLUSION ? full : primaryResultSentence(s, labels.lang, false);
}

/** The design flow: patients randomised → allocation → arms (size, and in English a short regimen). */
export function designPanel(view: TrialView, { labels }: Ctx): PanelDraft | null {
  const f = view.facts;
  const figures: FigureDraft[] = [];
  if (f.n_randomized)
    figures.push(
      figure(
        'population',
        labels.t('randomised'),
        printed(f.n_randomized.value, f.n_randomized.source.quote),
        [f.n_randomized.source],
        { unit: labels.t('patients') },
      ),
    );
  if (f.ratio) figures.push(figure('ratio', labels.t('ratio'), f.ratio.value.trim(), [f.ratio.source]));
  for (const arm of f.arms.filter((a) => a.name.value.trim()).slice(0, MAX_ARMS)) {
    const name = labels.zh ? nameZh(arm.name.value.trim()) : arm.name.value.trim();
    const plan = arm.plan?.value.trim() ?? '';
    // A regimen only in English output: the source's dosing words have no Chinese template.
    const note =
      !labels.zh && plan && plan.toLowerCase() !== name.toLowerCase() ? fitText(plan, MAX_PLAN) : '';
    figures.push(
      figure(
        'arm',
        name,
        arm.n ? printed(arm.n.value, arm.n.source.quote) : '',
        [arm.name.source, arm.n?.source, note ? arm.plan?.source : null],
        { unit: arm.n ? labels.t('patients') : '', note },
      ),
    );
  }
  const texts: PanelDraft['texts'] = [];
  const who = f.inclusion_criteria.find((c) => fitText(c.value, MAX_POPULATION));
  if (who)
    texts.push({
      id: 'population',
      paras: [para(sourceSentence(fitText(who.value.trim(), MAX_POPULATION), labels.lang), [who.source])],
    });
  if (f.primary_endpoint && readableEndpoint(cleanEndpoint(f.primary_endpoint.value))) {
    const pe = cleanEndpoint(f.primary_endpoint.value);
    const name = labels.zh ? outputEndpoint(pe, 'zh-cn') : pe;
    texts.push({
      id: 'endpoint',
      paras: [
        para(`${labels.t('primaryEndpoint')}${labels.zh ? '：' : ': '}${name}`, [f.primary_endpoint.source]),
      ],
    });
  }
  if (figures.length === 0 && texts.length === 0) return null;
  return { title: labels.t('design'), figures, texts };
}

/** "1.07–1.76"; "−21.75 to 6.88" when a bound is negative (a dash would read as a minus). */
function interval(ci: [string, string], zh: boolean): string {
  if (!/^[-−]/.test(ci[0]) && !/^[-−]/.test(ci[1])) return `${ci[0]}–${ci[1]}`;
  return zh ? `${ci[0]}至${ci[1]}` : `${ci[0]} to ${ci[1]}`;
}

/** "95% CI 0.51–0.75; p<0.0001" / "95%置信区间：0.51–0.75；P<0.0001". */
function effectNote(ci: [string, string] | null, level: number, p: string | null, zh: boolean): string {
  const parts = [
    ci ? (zh ? `${level}%置信区间：${interval(ci, zh)}` : `${level}% CI ${interval(ci, zh)}`) : '',
    p ? `${zh ? 'P' : 'p'}${/^[<>=≤≥]/.test(p) ? p : `=${p}`}` : '',
  ].filter(Boolean);
  return parts.join(zh ? '；' : '; ');
}

const effectLabel = (e: PrimaryEffect, zh: boolean) =>
  zh ? `${EFFECT_MEASURES[e.measure].zh}（${e.measure}）` : e.measure;

function verdict(sig: boolean | null, labels: InfographicLabels): Para[] {
  if (sig === null) return [];
  return [para(labels.t(sig ? 'significant' : 'notSignificant'))];
}

/** The primary endpoint's name as the panel says it (Chinese from the glossary, else the source's words marked). */
function endpointLine(s: PrimaryStatement, labels: InfographicLabels): Para {
  if (!readableEndpoint(s.endpoint)) return para(labels.t('primaryEndpoint'));
  const name = endpointName(s, labels.lang) ?? outputEndpoint(s.endpoint, labels.lang);
  return para(labels.zh ? name : name.charAt(0).toUpperCase() + name.slice(1), [s.endpointSource]);
}

/** The primary result: a big number per arm, the effect with its interval and p, and whether it is significant. */
function primaryPanel(s: PrimaryStatement, { labels }: Ctx): PanelDraft {
  const zh = labels.zh;
  const figures: FigureDraft[] = s.arms.map((a) => {
    const unit = a.unit === '%' ? '%' : zh ? unitZh(a.unit) : a.unit;
    const note = a.n !== null && a.N !== null ? (zh ? `${a.N}例中${a.n}例` : `${a.n} of ${a.N}`) : '';
    return figure('arm', zh ? armZh(a.arm) : a.arm, a.value, [a.source, a.nameSource], { unit, note });
  });
  if (s.effect) {
    figures.push(
      figure('effect', effectLabel(s.effect, zh), s.effect.value, [s.effect.source, s.p?.source], {
        note: effectNote(s.effect.ci, s.effect.ciLevel, s.p?.text ?? null, zh),
      }),
    );
  } else if (s.p) {
    // "=0.01" is shown as "P=0.01": the comparator belongs to the letter, the tile shows the number.
    const exact = s.p.text.startsWith('=');
    figures.push(
      figure(
        'effect',
        exact ? (zh ? 'P值' : 'p value') : zh ? 'P' : 'p',
        exact ? s.p.text.slice(1) : s.p.text,
        [s.p.source],
      ),
    );
  }
  return {
    title: labels.t('primaryResult'),
    figures,
    texts: [
      { id: 'endpoint', paras: [endpointLine(s, labels)] },
      { id: 'verdict', paras: verdict(statementSignificance(s), labels) },
    ],
  };
}

/** Hazard ratios of the key endpoints when the primary endpoint has no result of its own. */
function hazardRatioPanel(view: TrialView, s: PrimaryStatement | null, { labels }: Ctx): PanelDraft {
  const zh = labels.zh;
  const figures = view.keyHazardRatios.slice(0, MAX_HR_TILES).map((hr) => {
    const q = hr.source.quote;
    const ci: [string, string] | null =
      hr.ci_low !== null && hr.ci_high !== null ? [printed(hr.ci_low, q), printed(hr.ci_high, q)] : null;
    const p = hr.p?.trim() || null;
    const endpoint = zh ? endpointZh(hr.endpoint) : hr.endpoint;
    const sig = significance(hr);
    const note = [
      effectNote(ci, 95, p, zh),
      sig ? labels.t(sig === 'significant' ? 'significant' : 'notSignificant') : '',
    ].filter(Boolean);
    return figure(
      'effect',
      zh ? `${endpoint}风险比（HR）` : `HR, ${endpoint}`,
      printed(hr.value, q),
      [hr.source],
      {
        note: note.join(zh ? '，' : ' · '),
      },
    );
  });
  // The primary endpoint stated without a number is said so, never left out.
  const texts =
    s && !s.reported
      ? [
          {
            id: 'note',
            paras: [para(resultSentence(s, labels), [s.endpointSource])],
          },
        ]
      : [];
  return { title: labels.t('keyResults'), figures, texts };
}

/** The result panel: the primary result, else the key hazard ratios, else a truthful line without a tile. */
export function resultPanel(view: TrialView, ctx: Ctx): PanelDraft {
  const s = primaryStatement(view.facts);
  if (s?.reported && (s.arms.length > 0 || s.effect || s.p)) return primaryPanel(s, ctx);
  if (view.keyHazardRatios.length > 0) return hazardRatioPanel(view, s, ctx);
  const line = s ? para(resultSentence(s, ctx.labels), [s.endpointSource]) : para(ctx.labels.t('noResults'));
  return { title: ctx.labels.t('primaryResult'), figures: [], texts: [{ id: 'note', paras: [line] }] };
}

/** Key safety: the first rows of the first adverse-event table, per-arm cells as printed, and its source. */
export function safetyPanel(view: TrialView, { labels, article }: Ctx): PanelDraft | null {
  const table = tablesOf(view, 'safety')[0];
  if (!table) return null;
  const rows = numericRows(table).slice(0, MAX_SAFETY_ROWS);
  if (rows.length === 0) return null;
  const figures = rows.map((row) => {
    const cells = row
      .slice(1)
      .map((cell, i) => ({ header: table.headers[i + 1]?.trim() ?? '', cell: cell.trim() }))
      .filter((c) => c.cell)
      // Tiles are labels, not sentences: a known term in Chinese, any other as printed (unquoted).
      .map((c) =>
        c.header ? `${labels.zh ? (phraseZh(c.header) ?? c.header) : c.header} ${c.cell}` : c.cell,
      );
    const sources = rowPara(table, row, article).sources;
    const label = row[0]!.trim();
    return figure('safety', labels.zh && phraseZh(label) ? rowLabel(label, article) : label, '', sources, {
      note: cells.join(labels.zh ? '；' : ' · '),
    });
  });
  return {
    title: labels.t('safety'),
    figures,
    texts: [{ id: 'safety_source', paras: [withoutLeadColon(tableLead(table, article))] }],
  };
}

/** "From Table 2 … (p. 2):" leads into rows in prose; under the rows of a poster it is a source note. */
const withoutLeadColon = (p: Para): Para => ({ ...p, text: p.text.replace(/\s*[:：]$/, '') });

const CONCLUSION_LEAD = /^(?:conclusions?|interpretation|in conclusion|in summary)\s*[:.,]?\s*/i;

/**
 * The conclusion: in English the authors' own concluding sentence; otherwise (and in Chinese, which is never
 * left in English) the primary result in one sentence, else the primary endpoint's hazard ratio.
 */
export function conclusionParas(view: TrialView, { labels, article }: Ctx): Para[] {
  if (!labels.zh) {
    const own = keySentences(view).find((k) => CONCLUDING.test(k.value.trim()));
    const text = own ? fitText(own.value.trim().replace(CONCLUSION_LEAD, ''), MAX_CONCLUSION) : '';
    if (own && text) return [para(text.charAt(0).toUpperCase() + text.slice(1), [own.source])];
  }
  const s = primaryStatement(view.facts);
  if (s?.reported) return [para(resultSentence(s, labels), [s.endpointSource, ...statementSources(s)])];
  const hr = view.keyHazardRatios[0];
  if (hr) return [hazardRatioSentence(hr, view.facts.arms.length === 2, article)];
  return [];
}
