import type { OutLang } from '../writer/labels';
import { type NamedFactId, namedFactIn } from './named-facts';

/**
 * What a message to the chat-revise panel asks for: a question about the work's sources, or a revision of
 * one slide or component. The offline engine can do `shorten` (drop whole sentences), `translate`
 * (regenerate from the facts in the other language) and `add_fact` (a named fact with its provenance);
 * `open` is any other rewrite, which needs a model.
 */
export type RevisionIntent =
  | { kind: 'question' }
  | { kind: 'shorten' }
  | { kind: 'translate'; to: OutLang }
  | { kind: 'add_fact'; fact: NamedFactId | null }
  | { kind: 'open' };

const SHORTEN =
  /\b(shorten|shorter|condense|trim|cut down|more concise|briefer|less text)\b|缩短|精简|简短|简洁|删减|压缩|短一些|短一点/i;
const TRANSLATE_EN = /\btranslate\b|\b(into|in|to) english\b|翻译|译成|译为|改成英文|英文版/i;
const TO_ENGLISH = /\benglish\b|英文|英语/i;
const TO_CHINESE = /\bchinese\b|中文|汉语|简体/i;
const ADD = /\b(add|insert|include|mention)\b|添加|加上|增加|补充|加入/i;
const REWRITE =
  /\b(rewrite|rephrase|reword|make|change|replace|simplify|expand|improve|edit|revise|update|remove|delete|drop|cut|turn)\b|改写|重写|修改|润色|改为|改成|扩展|简化|删除|去掉|换成/i;
/** A question asks; an instruction to a question word ("what …?") is still a question. */
const QUESTION_START =
  /^\s*(what|which|who|when|where|why|how|is|are|does|do|did|was|were|can the|could the)\b|^(什么|哪|谁|为什么|如何|是否|有没有)/i;

/** The intent of a message (rules on its wording, in English or Chinese). */
export function revisionIntentOf(message: string): RevisionIntent {
  const text = message.trim();
  const asks = QUESTION_START.test(text);
  if (!asks && TRANSLATE_EN.test(text)) {
    if (TO_CHINESE.test(text)) return { kind: 'translate', to: 'zh-cn' };
    if (TO_ENGLISH.test(text)) return { kind: 'translate', to: 'en' };
  }
  if (!asks && SHORTEN.test(text)) return { kind: 'shorten' };
  if (!asks && ADD.test(text)) return { kind: 'add_fact', fact: namedFactIn(text) };
  if (!asks && REWRITE.test(text)) return { kind: 'open' };
  return { kind: 'question' };
}

/** The slide a message names ("slide 4", "第4页", "第 4 张"), or null. */
export function slideNumberIn(message: string): number | null {
  const m = /\bslide\s*#?\s*(\d{1,3})\b|第\s*(\d{1,3})\s*[页张]/i.exec(message);
  const n = m ? Number(m[1] ?? m[2]) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}
