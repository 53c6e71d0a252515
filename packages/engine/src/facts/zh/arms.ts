import type { Arm, Sourced } from '@prowrite/contracts';
import type { DocContext } from '../context';
import { escapeRegExp } from '../../text/quote';
import { PEOPLE, partWeight, printed, sourceOf, type ZhSentence } from './text';

/** A group's name as printed: up to 12 Han/Latin characters ending in 组 ("试验组", "替格瑞洛组", "A组"). */
const GROUP = String.raw`[\p{Script=Han}A-Za-z0-9+\-]{1,12}?组`;
/** "随机分为试验组和对照组", "随机分配至替格瑞洛组(n=120)、安慰剂组(n=120)". */
const ALLOCATED = new RegExp(
  String.raw`(?:随机|分别)(?:化)?(?:分为|分成|分配(?:至|到|为|入)?|分入|进入|纳入)(?:两组|三组|2组|3组)?[,:]?\s*((?:${GROUP}(?:\s*\([^)]{0,16}\))?\s*(?:、|和|与|及|,|或)?\s*){2,4})`,
  'gu',
);
/** Words in front of a group name that belong to the sentence, not to the name. */
const LEAD = /^(?:将|把|按|被|了|的|其中|患者|受试者|分别|两组|随机|和|与|及|或|、)+/;
/** A group's size right after its name: "试验组(n=120)", "试验组120例", "试验组患者共120例". */
const sizeAfter = (name: string) =>
  new RegExp(
    String.raw`${escapeRegExp(name)}(?:患者|受试者)?(?:共|为|纳入|入组)?\s*(?:\(\s*(?:n|N)\s*=\s*(\d{1,5})\s*\)|(?:\(|:)?\s*(\d{1,5})\s*${PEOPLE})`,
  );
const EACH = new RegExp(String.raw`(?:每组|各组|每组各|两组各)\s*(\d{1,5})\s*${PEOPLE}`);
/** The treatment a group receives: "试验组给予替格瑞洛90 mg,每日2次". */
const planAfter = (name: string) =>
  new RegExp(
    String.raw`${escapeRegExp(name)}(?:患者)?(?:在[^,;。]{1,12})?(?:给予|接受|予以|予|采用|口服|使用|应用|服用)([^;。]{2,80}?)(?=;|。|$|,(?:${GROUP}|[\p{Script=Han}]{0,4}组))`,
    'u',
  );

const LABELS = ['A', 'B', 'C', 'D'];

/** The arms of a Chinese trial: the group names of the allocation sentence, their sizes and treatments. */
export function extractZhArms(ctx: DocContext, zs: ZhSentence[]): Arm[] {
  const found = allocation(zs);
  if (!found) return [];
  const { names, z: where, at } = found;
  const listed = sizesListed(ctx, zs, where, names.length);
  return names.map((name, i) => {
    const nameSource = sourceOf(ctx, where, at[i]!, at[i]! + name.length);
    return {
      label: LABELS[i] ?? String(i + 1),
      name: { value: name, source: nameSource },
      plan: plan(ctx, zs, name),
      n: size(ctx, zs, name) ?? listed[i] ?? null,
    };
  });
}

/** "…随机进入A组与B组，分别为380例和379例": sizes listed in the arms' order, in or right after that sentence. */
const RESPECTIVE_SIZES = new RegExp(
  String.raw`分别(?:为|有|纳入|入组)?\s*((?:\d{1,5}\s*${PEOPLE}?\s*(?:、|和|与|及|,)\s*)+\d{1,5})\s*${PEOPLE}`,
);

function sizesListed(
  ctx: DocContext,
  zs: ZhSentence[],
  where: ZhSentence,
  count: number,
): (Sourced<number> | null)[] {
  const i = zs.indexOf(where);
  for (const z of [where, zs[i + 1]].filter((x): x is ZhSentence => !!x)) {
    const m = RESPECTIVE_SIZES.exec(z.text);
    if (!m) continue;
    const values = m[1]!.match(/\d{1,5}/g) ?? [];
    if (values.length !== count) continue;
    const source = sourceOf(ctx, z, m.index, m.index + m[0].length);
    return values.map((v) => ({ value: Number(v), source }));
  }
  return [];
}

/** The names of the groups where the paper randomises into them (abstract, methods first). */
function allocation(zs: ZhSentence[]): { names: string[]; z: ZhSentence; at: number[] } | null {
  let best: { score: number; names: string[]; z: ZhSentence; at: number[] } | null = null;
  for (const z of zs) {
    for (const m of z.text.matchAll(ALLOCATED)) {
      const list = m[1]!;
      const listStart = m.index + m[0].length - list.length;
      const names: string[] = [];
      const at: number[] = [];
      for (const g of list.matchAll(new RegExp(GROUP, 'gu'))) {
        const lead = g[0].match(LEAD)?.[0].length ?? 0;
        const name = g[0].slice(lead);
        if (name.length < 2 || names.includes(name) || /^(?:两|各|每|三|2|3)组$/.test(name)) continue;
        names.push(name);
        at.push(listStart + g.index + lead);
      }
      if (names.length < 2) continue;
      const score = partWeight(z);
      if (!best || score > best.score) best = { score, names, z, at };
    }
  }
  return best;
}

function size(ctx: DocContext, zs: ZhSentence[], name: string): Sourced<number> | null {
  const re = sizeAfter(name);
  let best: { score: number; value: number; z: ZhSentence; start: number; end: number } | null = null;
  for (const z of zs) {
    const m = re.exec(z.text) ?? EACH.exec(z.text);
    if (!m) continue;
    // A per-arm count in the results' follow-up (completed, analysed) is not the randomised size.
    if (/完成|分析|脱落|失访|退出/.test(z.text.slice(m.index, m.index + m[0].length + 6))) continue;
    const score = partWeight(z) + (z.part === 'methods' || /随机/.test(z.text) ? 1 : 0);
    if (!best || score > best.score)
      best = { score, value: Number(m[1] ?? m[2]), z, start: m.index, end: m.index + m[0].length };
  }
  if (!best) return null;
  return { value: best.value, source: sourceOf(ctx, best.z, best.start, best.end) };
}

function plan(ctx: DocContext, zs: ZhSentence[], name: string): Sourced<string> | null {
  const re = planAfter(name);
  for (const z of zs) {
    if (z.part === 'discussion' || z.part === 'background') continue;
    const m = re.exec(z.text);
    if (!m) continue;
    const start = m.index + m[0].length - m[1]!.length;
    const end = m.index + m[0].length;
    return { value: printed(ctx, z, start, end), source: sourceOf(ctx, z, start, end) };
  }
  return null;
}
