import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Facts, type FileKind, kindTemplates, type Slide } from '@prowrite/contracts';
import {
  checkWork,
  extractFacts,
  type Finding,
  type OutLang,
  parseSource,
  UnreadableSourceError,
  type WorkCheck,
  writeArticle,
  writeDeck,
} from '@prowrite/engine';
import { cutTexts, cutWhere, getTheme, splitSlide } from '@prowrite/layouts';
import { checkStoredWork, TOKEN_ENV } from './check-work-server';

/**
 * The outputs checked for every source: the deck in each of its templates, and the two article types the
 * shared article writer draws, each in its default template.
 */
export const DECK_TEMPLATES = kindTemplates('PPT');
export const ARTICLE_TYPES = ['Tweets', 'PatientEducationPost'] as const;
export const LANGS: OutLang[] = ['zh-cn', 'en'];

export type CheckRow = { source: string; output: string; lang: OutLang; parts: number; check: WorkCheck };

/** A deck as the board shows it: each written slide split where its layout overflows. */
export function shownDeck(
  facts: Facts,
  fileId: string,
  name: string,
  template: string,
  lang: OutLang,
): Slide[] {
  const slides = writeDeck({ facts: [{ fileId, fileName: name, facts }], template, outLang: lang });
  const theme = getTheme(template);
  return slides
    .flatMap((s) => splitSlide(s, { theme, lang: lang === 'en' ? 'en' : 'zh' }))
    .map((s, i) => ({ ...s, slide_num: i + 1, num: i + 1 }));
}

/** The texts the layouts cut with "…" or left out to fit on a shown deck, where the checker names them. */
export function deckCutTexts(slides: Slide[], template: string, lang: OutLang): Finding[] {
  const theme = getTheme(template);
  return slides.flatMap((s) =>
    cutTexts(s, { theme, lang: lang === 'en' ? 'en' : 'zh' }).map((c) => ({
      where: `slide ${s.slide_num} ${s.slide_id}.${c.contentId} ${cutWhere(c)}`,
      text: c.text,
    })),
  );
}

/** Every output of one parsed source, checked. */
export function checkOutputs(source: string, facts: Facts, pageTexts: string[]): CheckRow[] {
  const rows: CheckRow[] = [];
  for (const lang of LANGS) {
    for (const template of DECK_TEMPLATES) {
      const slides = shownDeck(facts, 'f', source, template, lang);
      const cut = deckCutTexts(slides, template, lang);
      rows.push({
        source,
        output: template,
        lang,
        parts: slides.length,
        check: checkWork({ lang, slides, facts: [facts], sourceTexts: pageTexts, cut }),
      });
    }
    for (const type of ARTICLE_TYPES) {
      const components = writeArticle({
        type,
        facts: [{ fileId: 'f', fileName: source, facts }],
        template: kindTemplates(type)[0],
        outLang: lang,
      });
      rows.push({
        source,
        output: type,
        lang,
        parts: components.length,
        check: checkWork({ lang, components, facts: [facts], sourceTexts: pageTexts }),
      });
    }
  }
  return rows;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The checker's table: one line per output, then the totals against the targets. */
export function formatTable(rows: CheckRow[]): string {
  const head = [
    'source',
    'output',
    'lang',
    'parts',
    'primary',
    'lang share',
    'all Latin',
    'EN sent.',
    'cut',
    'thin',
    'cont.',
    'unsourced',
  ];
  const lines = rows.map((r) => [
    r.source,
    r.output,
    r.lang,
    String(r.parts),
    r.check.primary,
    pct(r.check.languageShare),
    pct(r.check.languageShareAllLatin),
    r.lang === 'zh-cn' ? String(r.check.englishSentences.length) : '-',
    String(r.check.truncated.length),
    String(r.check.underfilled.length),
    String(r.check.unlabelledContinuations.length),
    String(r.check.unsourcedNumbers.length),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const zh = rows.filter((r) => r.lang === 'zh-cn');
  const sum = (f: (r: CheckRow) => number) => rows.reduce((n, r) => n + f(r), 0);
  const totals = [
    `outputs ${rows.length}: primary stated ${rows.filter((r) => r.check.primary === 'stated').length}, not reported by the sources ${rows.filter((r) => r.check.primary === 'not reported by the sources').length}, missing ${rows.filter((r) => r.check.primary === 'missing').length}`,
    `zh-cn outputs under 90% Chinese letters: ${zh.filter((r) => r.check.languageShare < 0.9).length} of ${zh.length} (lowest ${zh.length ? pct(Math.min(...zh.map((r) => r.check.languageShare))) : '-'}); English sentences outside marked quotes: ${sum((r) => r.check.englishSentences.length)}`,
    `truncated ${sum((r) => r.check.truncated.length)}, thin slides ${sum((r) => r.check.underfilled.length)}, unlabelled continuations ${sum((r) => r.check.unlabelledContinuations.length)}, unsourced numbers ${sum((r) => r.check.unsourcedNumbers.length)}`,
  ];
  return [fmt(head), ...lines.map(fmt), '', ...totals, '', zhShareByOutput(rows)].join('\n');
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * zh-cn outputs by kind: how many are under 90% Chinese letters and the median share, by the proper-name rule
 * (codes, acronyms, trade names and units are no language) and counting every Latin letter as English.
 */
export function zhShareByOutput(rows: CheckRow[]): string {
  const zh = rows.filter((r) => r.lang === 'zh-cn');
  const kinds = [...new Set(zh.map((r) => r.output)), 'all'];
  const lines = kinds.map((kind) => {
    const of = zh.filter((r) => kind === 'all' || r.output === kind);
    const share = of.map((r) => r.check.languageShare);
    const latin = of.map((r) => r.check.languageShareAllLatin);
    const quoted = of.map((r) => r.check.quotedShare);
    return `${kind.padEnd(22)} under 90%: ${String(share.filter((x) => x < 0.9).length).padStart(3)} of ${String(of.length).padEnd(3)}  median ${pct(median(share)).padStart(6)}  lowest ${pct(Math.min(...share)).padStart(6)}   all Latin as English: under 90% ${String(latin.filter((x) => x < 0.9).length).padStart(3)}, median ${pct(median(latin)).padStart(6)}   in marked quotes: median ${pct(median(quoted)).padStart(6)}, highest ${pct(Math.max(...quoted))}`;
  });
  return ['zh-cn share of Chinese letters by output:', ...lines].join('\n');
}

/** The findings behind the counts, for the rows that have any. */
export function formatFindings(rows: CheckRow[], max = 5): string {
  const out: string[] = [];
  for (const r of rows) {
    const groups: [string, { where: string; text: string }[]][] = [
      ['EN sentence', r.check.englishSentences],
      ['cut', r.check.truncated],
      ['thin', r.check.underfilled],
      ['unlabelled continuation', r.check.unlabelledContinuations],
      ['unsourced', r.check.unsourcedNumbers],
    ];
    for (const [label, list] of groups)
      for (const f of list.slice(0, max))
        out.push(`${r.source} ${r.output} ${r.lang} ${label}: ${f.where}: ${f.text.slice(0, 160)}`);
  }
  return out.join('\n');
}

const USAGE = [
  'usage: prowrite check-work <file.pdf|file.docx|file.txt|file.md> [...] [--findings]',
  `       prowrite check-work --server URL --id WORK_ID [--token-file FILE] [--findings]   (token: ${TOKEN_ENV} or --token-file)`,
].join('\n');

const MAX_INPUT_BYTES = 200 * 1024 * 1024;

function kindOf(file: string, bytes: Uint8Array): FileKind {
  if (new TextDecoder('latin1').decode(bytes.subarray(0, 5)).startsWith('%PDF-')) return 'pdf';
  const ext = path.extname(file).slice(1).toLowerCase();
  return ext === 'docx' ? 'docx' : ext === 'md' ? 'md' : ext === 'pdf' ? 'pdf' : 'txt';
}

/** Parses a source file and checks every output written from it. */
export async function checkSourceFile(file: string): Promise<CheckRow[]> {
  const info = await stat(file);
  if (!info.isFile()) throw new Error(`${file} is not a file.`);
  if (info.size > MAX_INPUT_BYTES) throw new Error(`${file} is too large.`);
  const bytes = new Uint8Array(await readFile(file));
  const fileId = createHash('sha1').update(bytes).digest('hex');
  const doc = await parseSource(
    { bytes, fileId, kind: kindOf(file, bytes), name: path.basename(file) },
    { cropFigures: false },
  );
  // Running heads and footers are printed too (a citation's year and DOI are read there).
  return checkOutputs(path.basename(file), extractFacts(doc), [
    ...doc.pages.map((p) => p.text),
    ...(doc.runningText ?? []).map((r) => r.text),
  ]);
}

/** Options that take a value (`--server URL`), and the value after each. */
const VALUE_OPTIONS = ['--server', '--id', '--token-file'] as const;

function optionValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/**
 * `prowrite check-work <file> [more files] [--findings]`: writes every deck template and article type in zh-cn
 * and en from each source file and prints the content checker's table (primary result, language share,
 * truncated text, thin slides, unlabelled continuations, unsourced numbers); --findings lists what was found.
 * `prowrite check-work --server URL --id ID [--token-file FILE]`: the same check of a work stored on a running
 * server (token from PROWRITE_TOKEN or the file's first line).
 */
export async function checkWorkCommand(args: string[]): Promise<number> {
  const valueAt = new Set(VALUE_OPTIONS.map((o) => args.indexOf(o) + 1).filter((i) => i > 0));
  const files = args.filter((a, i) => !a.startsWith('--') && !valueAt.has(i));
  const server = optionValue(args, '--server');
  const id = optionValue(args, '--id');
  if (server !== undefined || id !== undefined) {
    if (!server || !id || files.length > 0) {
      process.stderr.write(`${USAGE}\n`);
      return 1;
    }
    const tokenFile = optionValue(args, '--token-file');
    return checkStoredWork({ server, id, tokenFile, findings: args.includes('--findings') }, process.env);
  }
  if (files.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  const rows: CheckRow[] = [];
  for (const file of files) {
    try {
      rows.push(...(await checkSourceFile(file)));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        code === 'ENOENT'
          ? 'no such file.'
          : error instanceof UnreadableSourceError || error instanceof Error
            ? error.message
            : String(error);
      process.stderr.write(`prowrite check-work: ${file}: ${why}\n`);
      return 1;
    }
  }
  process.stdout.write(`${formatTable(rows)}\n`);
  if (args.includes('--findings')) process.stdout.write(`\n${formatFindings(rows)}\n`);
  return 0;
}
