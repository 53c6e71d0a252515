/**
 * Arm plans, eligibility criteria and endpoints over every corpus paper, as a zh-cn deck shows them: how many
 * are written in Chinese and how many stay as marked source quotes (原文). Prints each line (--lines) and the
 * shares; never fails.
 * Run: npx tsx bench/zh-plans-criteria.ts [--lines] [--cache FILE]   (--cache keeps parsed facts between runs)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Facts } from '@prowrite/contracts';
import { extractFacts, parseSource } from '@prowrite/engine';
import { armPlanOutText, criterionText, endpointText } from '../packages/engine/src/writer/output-text';
import { corpusSourceFiles } from './lib/corpus';

const verbose = process.argv.includes('--lines');
const count = {
  plans: 0,
  plansZh: 0,
  criteria: 0,
  criteriaZh: 0,
  exclusion: 0,
  exclusionZh: 0,
  papers: 0,
  primary: 0,
  primaryZh: 0,
  secondary: 0,
  secondaryZh: 0,
};
const quoted = (t: string) => t.includes('原文');

async function factsOf(file: string): Promise<Facts> {
  const bytes = new Uint8Array(await readFile(file));
  const fileId = createHash('sha1').update(bytes).digest('hex');
  const kind = file.endsWith('.pdf') ? 'pdf' : 'txt';
  return extractFacts(
    await parseSource({ bytes, fileId, kind, name: path.basename(file) }, { cropFigures: false }),
  );
}

const at = process.argv.indexOf('--cache');
const cache = at > 0 ? process.argv[at + 1] : undefined;
const cached: Record<string, Facts> =
  cache && existsSync(cache) ? JSON.parse(readFileSync(cache, 'utf8')) : {};
for (const file of corpusSourceFiles()) {
  const name = path.basename(file);
  const f = cached[name] ?? (await factsOf(file));
  cached[name] = f;
  // Endpoints (decision 0082): an empty text is a fragment the writer leaves out, neither Chinese nor quote.
  const endpoints = [
    ...(f.primary_endpoint ? [{ kind: 'primary', value: f.primary_endpoint.value }] : []),
    ...f.secondary_endpoints.map((s) => ({ kind: 'secondary', value: s.value })),
  ];
  for (const e of endpoints) {
    const zh = endpointText(e.value, 'zh-cn');
    if (!zh) continue;
    const primary = e.kind === 'primary';
    count[primary ? 'primary' : 'secondary']++;
    if (!quoted(zh)) count[primary ? 'primaryZh' : 'secondaryZh']++;
    if (verbose) console.log(`${name} ${e.kind}: ${e.value}\n    -> ${zh}`);
  }
  for (const arm of f.arms) {
    if (!arm.plan) continue;
    // Beside the other arms' plans, as the deck shows it (a placebo on their schedule: 安慰剂，方案相同).
    const others = f.arms.filter((a) => a !== arm && a.plan).map((a) => a.plan!.value);
    const zh = armPlanOutText(arm.plan.value, others, 'zh-cn');
    count.plans++;
    if (!quoted(zh)) count.plansZh++;
    if (verbose) console.log(`${name} plan: ${arm.plan.value}\n    -> ${zh}`);
  }
  for (const c of f.inclusion_criteria) {
    const zh = criterionText(c.value, 'zh-cn');
    count.criteria++;
    if (!quoted(zh)) count.criteriaZh++;
    if (verbose) console.log(`${name} incl: ${c.value}\n    -> ${zh}`);
  }
  if (f.exclusion_criteria.length > 0) count.papers++;
  for (const c of f.exclusion_criteria) {
    const zh = criterionText(c.value, 'zh-cn');
    count.exclusion++;
    if (!quoted(zh)) count.exclusionZh++;
    if (verbose) console.log(`${name} excl: ${c.value}\n    -> ${zh}`);
  }
}
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)} %` : '-');
console.log(
  `arm plans: ${count.plans}, in Chinese ${count.plansZh} (${pct(count.plansZh, count.plans)}), marked quotes ${count.plans - count.plansZh}`,
);
console.log(
  `inclusion criteria: ${count.criteria}, in Chinese ${count.criteriaZh} (${pct(count.criteriaZh, count.criteria)}), marked quotes ${count.criteria - count.criteriaZh}`,
);
console.log(
  `exclusion criteria: ${count.exclusion} in ${count.papers} papers, in Chinese ${count.exclusionZh} (${pct(count.exclusionZh, count.exclusion)}), marked quotes ${count.exclusion - count.exclusionZh}`,
);
console.log(
  `primary endpoints: ${count.primary}, in Chinese ${count.primaryZh} (${pct(count.primaryZh, count.primary)}), marked quotes ${count.primary - count.primaryZh}`,
);
console.log(
  `secondary endpoints: ${count.secondary}, in Chinese ${count.secondaryZh} (${pct(count.secondaryZh, count.secondary)}), marked quotes ${count.secondary - count.secondaryZh}`,
);
if (cache) writeFileSync(cache, JSON.stringify(cached));
