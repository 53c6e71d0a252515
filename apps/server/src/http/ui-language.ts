import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@prowrite/contracts';
import type { FastifyRequest } from 'fastify';

/** Language tags of an Accept-Language header, most wanted first (q=0 dropped, ties keep their order). */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      // A malformed weight (q=abc) makes the tag unusable rather than most wanted.
      const q = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]?.trim()).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : /^[0-9.]+$/.test(q) ? Number(q) : Number.NaN;
      return { tag: tag.trim().toLowerCase(), q: weight, index };
    })
    .filter((t) => t.tag && t.tag !== '*' && Number.isFinite(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/**
 * The UI language of an answer: `?lang=` when given (the contract has checked it), else the first
 * Accept-Language tag we have (any Chinese tag reads as zh-cn, the only Chinese offered, others by their
 * primary subtag: the web app's rule for a first visit), else zh-cn.
 */
export function uiLanguageOf(request: FastifyRequest, lang: UiLanguage | undefined): UiLanguage {
  if (lang) return lang;
  for (const tag of acceptedTags(request.headers['accept-language'])) {
    const primary = tag.split(/[-_]/)[0] ?? '';
    const candidate = primary === 'zh' ? 'zh-cn' : primary;
    const hit = UI_LANGUAGES.find((l) => l === candidate);
    if (hit) return hit;
  }
  return DEFAULT_UI_LANGUAGE;
}
