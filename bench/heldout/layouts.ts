/**
 * Journal layouts as data: page size, columns, how the abstract is set (boxed, full width, structured or
 * not), heading numbering, line numbers, running head and footer, sidebars, and number style. `renderHtml`
 * turns a Paper into one HTML page in a layout; Chromium prints it (render-pdf.ts).
 */
import type { AbstractStyle, Block, NumberStyle, Paper } from './paper';

export type Layout = {
  id: string;
  kind: 'article' | 'protocol';
  format: 'A4' | 'Letter';
  columns: 1 | 2 | 3;
  abstract: AbstractStyle;
  /** The abstract in a bordered, shaded box (Lancet's summary, BMJ's panel). */
  boxedAbstract: boolean;
  numberedHeadings: boolean;
  lineNumbers: boolean;
  runningHead: string | null;
  footer: string | null;
  /** A floated panel beside the text (key points, research in context). */
  sidebar: boolean;
  numbers: NumberStyle;
  font: string;
};

export const LAYOUTS: Layout[] = [
  {
    id: 'two-column-nejm',
    kind: 'article',
    format: 'Letter',
    columns: 2,
    abstract: 'nejm',
    boxedAbstract: false,
    numberedHeadings: false,
    lineNumbers: false,
    runningHead: 'The NEW ENGLAND JOURNAL of MEDICINE',
    footer: 'N Engl J Med 2024;391:1021-32. DOI: 10.1056/NEJMoa0000000',
    sidebar: false,
    numbers: { decimal: '.', minus: '−', pLeadingZero: true, pLetter: 'P' },
    font: '"Times New Roman", serif',
  },
  {
    id: 'lancet-boxed-summary',
    kind: 'article',
    format: 'A4',
    columns: 2,
    abstract: 'lancet',
    boxedAbstract: true,
    numberedHeadings: false,
    lineNumbers: false,
    runningHead: 'Articles',
    footer: 'www.thelancet.com   Vol 403   March, 2024',
    sidebar: true,
    numbers: { decimal: '·', minus: '−', pLeadingZero: true, pLetter: 'p' },
    font: 'Helvetica, Arial, sans-serif',
  },
  {
    id: 'jama-one-column-key-points',
    kind: 'article',
    format: 'Letter',
    columns: 1,
    abstract: 'jama',
    boxedAbstract: false,
    numberedHeadings: false,
    lineNumbers: false,
    runningHead: 'Research   Original Investigation',
    footer: 'JAMA. 2024;331(12):1012-1022. doi:10.1001/jama.2024.0000',
    sidebar: true,
    numbers: { decimal: '.', minus: '−', pLeadingZero: false, pLetter: 'P' },
    font: 'Georgia, serif',
  },
  {
    id: 'bmc-numbered-headings',
    kind: 'article',
    format: 'A4',
    columns: 1,
    abstract: 'plain',
    boxedAbstract: false,
    numberedHeadings: true,
    lineNumbers: false,
    runningHead: 'Trials (2024) 25:118',
    footer: 'Page {page} of {pages}',
    sidebar: false,
    numbers: { decimal: '.', minus: '-', pLeadingZero: true, pLetter: 'p' },
    font: 'Arial, sans-serif',
  },
  {
    id: 'manuscript-line-numbers',
    kind: 'article',
    format: 'A4',
    columns: 1,
    abstract: 'plain',
    boxedAbstract: false,
    numberedHeadings: false,
    lineNumbers: true,
    runningHead: null,
    footer: '{page}',
    sidebar: false,
    numbers: { decimal: '.', minus: '-', pLeadingZero: true, pLetter: 'P' },
    font: '"Times New Roman", serif',
  },
  {
    id: 'three-column-boxed-abstract',
    kind: 'article',
    format: 'A4',
    columns: 3,
    abstract: 'nejm',
    boxedAbstract: true,
    numberedHeadings: true,
    lineNumbers: false,
    runningHead: 'Clinical Research',
    footer: 'Eur Heart J 2024;45:880-891',
    sidebar: false,
    numbers: { decimal: '.', minus: '−', pLeadingZero: true, pLetter: 'P' },
    font: 'Helvetica, Arial, sans-serif',
  },
  {
    id: 'protocol-synopsis',
    kind: 'protocol',
    format: 'A4',
    columns: 1,
    abstract: 'plain',
    boxedAbstract: false,
    numberedHeadings: true,
    lineNumbers: false,
    runningHead: 'CONFIDENTIAL — Clinical Study Protocol',
    footer: 'Page {page} of {pages}',
    sidebar: false,
    numbers: { decimal: '.', minus: '-', pLeadingZero: true, pLetter: 'P' },
    font: 'Arial, sans-serif',
  },
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Words cut into lines of at most `width` characters (the manuscript's numbered lines). */
function lines(text: string, width: number): string[] {
  // Chinese runs without spaces: cut every `width / 2` characters (a Han character is twice as wide).
  if (/\p{Script=Han}/u.test(text)) {
    const step = Math.floor(width / 2);
    const out: string[] = [];
    for (let at = 0; at < text.length; ) {
      let end = Math.min(text.length, at + step);
      // A Latin word or number (a registry id, "0.72") is not cut.
      while (end < text.length && /[A-Za-z0-9.]/.test(text[end]!) && /[A-Za-z0-9.]/.test(text[end - 1]!))
        end++;
      out.push(text.slice(at, end));
      at = end;
    }
    return out;
  }
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

function renderBlocks(
  blocks: Block[],
  layout: Layout,
  counter: { h1: number; h2: number; line: number },
): string {
  return blocks
    .map((b) => {
      switch (b.kind) {
        case 'heading': {
          let text = b.text;
          if (layout.numberedHeadings) {
            if (b.level === 1) {
              counter.h1 += 1;
              counter.h2 = 0;
              text = `${counter.h1}. ${text}`;
            } else {
              counter.h2 += 1;
              text = `${counter.h1}.${counter.h2} ${text}`;
            }
          }
          return `<h${b.level + 1}>${esc(text)}</h${b.level + 1}>`;
        }
        case 'paragraph':
          if (layout.lineNumbers)
            return `<div class="numbered">${lines(b.text, 86)
              .map((l) => `<div class="ln"><span class="no">${++counter.line}</span>${esc(l)}</div>`)
              .join('')}</div>`;
          return `<p${b.cut ? ' class="cut"' : ''}>${b.label ? `<b>${esc(b.label)}</b> ` : ''}${esc(b.text)}</p>`;
        case 'figure':
          return `<figure class="fig"><div class="plot">${b.labels.map((l) => `<span>${esc(l)}</span>`).join('')}</div><figcaption>${esc(b.caption)}</figcaption></figure>`;
        case 'table':
          return `<table><caption>${esc(b.caption)}</caption><thead><tr>${b.head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${b.rows
            .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
            .join('')}</tbody></table>`;
        default:
          return `<aside class="box"><h4>${esc(b.title)}</h4>${renderBlocks(b.blocks, layout, counter)}</aside>`;
      }
    })
    .join('\n');
}

const SIDEBAR: Block = {
  kind: 'box',
  title: 'Research in context',
  blocks: [
    {
      kind: 'paragraph',
      label: 'Evidence before this study',
      text: 'We searched PubMed for randomised trials published in English up to January 2023 and found two small trials with imprecise estimates.',
    },
    {
      kind: 'paragraph',
      label: 'Added value of this study',
      text: 'This is the largest trial of the agent so far and the first to report patient-reported outcomes.',
    },
  ],
};

export function renderHtml(paper: Paper, given: Layout): string {
  const zh = paper.lang === 'zh';
  // A Chinese paper numbers its own headings and sets Han characters in Noto CJK.
  const layout: Layout = zh
    ? {
        ...given,
        numberedHeadings: false,
        sidebar: false,
        font: `${given.font}, "Noto Serif CJK SC", "Noto Sans CJK SC"`,
      }
    : given;
  const counter = { h1: 0, h2: 0, line: 0 };
  const abstractParts = paper.abstract
    .map((a) => `<p>${a.label ? `<b class="label">${esc(a.label)}</b> ` : ''}${esc(a.text)}</p>`)
    .join('');
  const abstract =
    paper.abstract.length === 0
      ? ''
      : `<section class="abstract${layout.boxedAbstract ? ' boxed' : ''}"><h2>${zh ? '摘要' : layout.abstract === 'lancet' ? 'Summary' : 'Abstract'}</h2>${abstractParts}</section>`;
  const cover = paper.cover.length
    ? `<section class="cover">${paper.cover.map((l) => `<div>${esc(l)}</div>`).join('')}</section>`
    : '';
  const sidebar = layout.sidebar ? renderBlocks([SIDEBAR], layout, counter) : '';
  const css = `
    @page { margin: 18mm 16mm 20mm 16mm; }
    body { font-family: ${layout.font}; font-size: 9.5pt; line-height: ${layout.lineNumbers ? 2 : 1.3}; margin: 0; padding-left: ${layout.lineNumbers ? '12mm' : '0'}; }
    h1 { font-size: 17pt; margin: 0 0 6pt; }
    .authors { font-size: 9pt; margin-bottom: 10pt; }
    .cover { font-size: 13pt; margin: 80pt 0 40pt; }
    .cover div { margin-bottom: 18pt; }
    .abstract { margin-bottom: 12pt; }
    .abstract.boxed { border: 1px solid #333; background: #eef3f8; padding: 8pt; }
    .abstract .label { ${layout.abstract === 'nejm' || layout.abstract === 'jama' ? 'font-variant: small-caps;' : ''} }
    .body { column-count: ${layout.columns}; column-gap: 7mm; text-align: justify; }
    h2 { font-size: 11pt; margin: 8pt 0 3pt; } h3 { font-size: 10pt; margin: 6pt 0 2pt; font-style: italic; }
    p { margin: 0 0 5pt; }
    p.cut { margin-bottom: 0; text-align-last: justify; }
    figure.fig { margin: 6pt 0; break-inside: avoid; font-size: 7.5pt; }
    .plot { height: 90pt; border-left: 1px solid #333; border-bottom: 1px solid #333; display: flex; align-items: flex-end; justify-content: space-between; gap: 4pt; padding: 2pt; font-family: Arial, sans-serif; font-size: 6.5pt; }
    figcaption { font-weight: bold; margin-top: 2pt; }
    table { border-collapse: collapse; width: 100%; margin: 6pt 0; font-size: 8pt; break-inside: avoid; table-layout: fixed; overflow-wrap: anywhere; ${layout.columns > 2 ? 'column-span: all;' : ''} }
    caption { text-align: left; font-weight: bold; margin-bottom: 2pt; }
    th, td { border-top: 1px solid #999; border-bottom: 1px solid #999; padding: 2pt 3pt; text-align: left; vertical-align: top; }
    aside.box { float: right; width: ${layout.columns === 1 ? '45%' : '100%'}; margin: 0 0 8pt 8pt; padding: 6pt; background: #fff4d6; border: 1px solid #c90; font-size: 8pt; break-inside: avoid; }
    .numbered .ln { position: relative; padding-left: 0; white-space: nowrap; }
    .numbered .no { position: absolute; left: -12mm; width: 9mm; text-align: right; color: #555; font-size: 7pt; }
  `;
  return `<!doctype html><html lang="${zh ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><style>${css}</style></head><body>
    ${cover}<h1>${esc(paper.title)}</h1><div class="authors">${esc(paper.authors)}</div>
    ${abstract}<div class="body">${sidebar}${renderBlocks(paper.body, layout, counter)}</div></body></html>`;
}

/** Chromium's header and footer templates for the running head and folio ({page}, {pages}). */
export function pageTemplates(layout: Layout): { header: string; footer: string } {
  const fill = (s: string | null) =>
    (s ?? '')
      .replace('{page}', '<span class="pageNumber"></span>')
      .replace('{pages}', '<span class="totalPages"></span>');
  const wrap = (s: string) =>
    `<div style="font-size:7pt;font-family:Arial;width:100%;padding:0 16mm;display:flex;justify-content:space-between"><span>${s}</span></div>`;
  return { header: wrap(fill(layout.runningHead)), footer: wrap(fill(layout.footer)) };
}
