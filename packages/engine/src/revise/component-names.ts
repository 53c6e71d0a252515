import type { ArticleComponent, ArticleComponentKind } from '@prowrite/contracts';

/** The parts of a component that name it. */
export type NamedComponent = Pick<
  ArticleComponent,
  'id' | 'component' | 'title' | 'component_name' | 'contents'
>;

/**
 * Which component a chat-revise message names: none (use the panel's selection), one, several that the name
 * fits equally (`ambiguous`), or a name that fits none (`unknown`, said only when the message marks it as a
 * part of the article, so a fact to add — "add the secondary endpoints" — is never taken for one).
 */
export type ComponentReference =
  | { kind: 'none' }
  | { kind: 'one'; id: string }
  | { kind: 'ambiguous'; ids: string[] }
  | { kind: 'unknown'; name: string };

/**
 * What readers call each kind in English and Chinese besides its title. The summary is where an article states
 * its conclusions and key results; the article component is the body. Kinds nobody revises by name (banner
 * parts, images, videos) have none.
 */
const KIND_NAMES: Partial<Record<ArticleComponentKind, readonly string[]>> = {
  editors_note: ["editor's note", 'editors note', 'editor note', '编者按', '编者的话'],
  introduction: ['introduction', 'intro', '引言', '前言', '导语', '导读'],
  summary: [
    'summary',
    'conclusion',
    'conclusions',
    'key points',
    'key results',
    'key findings',
    'takeaway',
    'takeaways',
    'in short',
    'bottom line',
    '小结',
    '总结',
    '结论',
    '要点',
    '要点回顾',
    '主要结果',
    '关键结果',
  ],
  references: ['references', 'reference list', 'bibliography', '参考文献', '参考资料'],
  statement: ['statement', 'disclaimer', '声明', '免责声明'],
  personal_introductions: [
    'about the expert',
    'expert',
    'experts',
    'expert profile',
    '专家简介',
    '专家介绍',
    '专家',
  ],
  review_code: ['review code', 'approval code', 'approval number', '审批编号', '审批号'],
  article: ['article', 'body', 'main text', 'article body', '正文', '文章', '主体'],
  quote: ['quote', 'quotation', '引用', '引语', '金句'],
  key_figures: ['key figures', 'key numbers', '关键数据', '核心数据', '关键数字'],
};

/** Words that point at the selection rather than name a part ("shorten this section"). */
const DEICTIC =
  /^(this|that|it|the selected|selected|current|the current|these|those|这|这个|这段|该|此|当前|选中的?)$/i;
/** "the X section/part/component/chapter" and "X部分/组件/章节/板块/段": a part of the article by name. */
const MARKED_EN =
  /\bthe\s+([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3}?)\s+(?:section|part|component|chapter|paragraph|block)\b/i;
const MARKED_ZH = /([\p{Script=Han}A-Za-z]{1,12}?)(?:部分|组件|章节|板块|这一段|这段|一段)/u;
/** "把X缩短", "将X翻译成英文": the object of a Chinese revision verb. */
const BA_ZH =
  /[把将]([^，。,.]{1,16}?)(?:缩短|精简|简化|压缩|删减|翻译|译成|译为|改写|重写|修改|润色|改成|改为)/u;

/** The component a message names, by its title, its name or what its kind is called in English or Chinese. */
export function componentNamedIn(message: string, components: readonly NamedComponent[]): ComponentReference {
  const text = normalise(message);
  let best: Hit | null = null;
  let ids: string[] = [];
  for (const c of components) {
    const hit = bestHit(text, c);
    if (!hit) continue;
    const order = best ? compare(hit, best) : -1;
    if (order < 0) [best, ids] = [hit, [c.id]];
    else if (order === 0) ids.push(c.id);
  }
  if (ids.length === 1) return { kind: 'one', id: ids[0]! };
  if (ids.length > 1) return { kind: 'ambiguous', ids };
  const marked = markedName(message);
  return marked ? { kind: 'unknown', name: marked } : { kind: 'none' };
}

/** Where a component is named: by its own name or its kind's, how long the name is, and where it starts. */
type Hit = { own: boolean; length: number; at: number };

/**
 * The better of two hits first: an own name (title, name, a standalone chapter's title: what the reader sees)
 * before a kind's name, then the longer name, then the one said first ("the summary of the article").
 */
function compare(a: Hit, b: Hit): number {
  if (a.own !== b.own) return a.own ? -1 : 1;
  if (a.length !== b.length) return b.length - a.length;
  return a.at - b.at;
}

function bestHit(text: string, c: NamedComponent): Hit | null {
  const own = [c.title, c.component_name, ...c.contents.map((x) => x.chapter?.chapter_title ?? '')]
    .map((n) => normalise(n ?? ''))
    .filter((n) => n.length >= 2)
    .map((n) => ({ own: true, name: n }));
  const kind = (KIND_NAMES[c.component] ?? []).map((n) => ({ own: false, name: normalise(n) }));
  let best: Hit | null = null;
  for (const { own: isOwn, name } of [...own, ...kind]) {
    const at = mentionAt(text, name);
    if (at < 0) continue;
    const hit = { own: isOwn, length: name.length, at };
    if (!best || compare(hit, best) < 0) best = hit;
  }
  return best;
}

/** Where a name is in a message (-1: not there): whole words for Latin script, anywhere for Chinese. */
function mentionAt(text: string, name: string): number {
  if (/\p{Script=Han}/u.test(name)) return text.indexOf(name);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`(?:^|[^\\p{L}\\p{N}])(${escaped})(?:$|[^\\p{L}\\p{N}])`, 'u').exec(text);
  return m ? m.index + m[0].indexOf(m[1]!) : -1;
}

function markedName(message: string): string | null {
  for (const re of [MARKED_EN, BA_ZH, MARKED_ZH]) {
    const name = re
      .exec(message)?.[1]
      ?.trim()
      .replace(/^[把将]/u, '')
      .replace(/(?:部分|组件|章节|板块|这一段|这段|一段)$/u, '');
    if (name && !DEICTIC.test(name)) return name;
  }
  return null;
}

/** Lower case, curly quotes straight, runs of spaces as one. */
function normalise(s: string): string {
  return s.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}
