import type { Citation, Provenance } from '@prowrite/contracts';
import type { DeckSource } from '../writer/context';
import { sourceTitle } from '../writer/context';
import { type Para, para } from './paragraph';

const MAX_AUTHORS = 3;
const PARTICLES = /^(?:de|da|do|dos|das|del|della|di|du|van|von|der|den|la|le|bin|al|ter|ten)$/;

/** "Gregory N. Beatch" -> "Beatch GN"; "Matthew M.Y. Lee" -> "Lee MMY"; "Dick de Zeeuw" -> "de Zeeuw D". */
export function vancouverName(printed: string): string {
  const words = printed.trim().split(/\s+/);
  if (words.length < 2) return printed.trim();
  let start = words.length - 1;
  while (start > 1 && PARTICLES.test(words[start - 1]!)) start--;
  const surname = words.slice(start).join(' ');
  const initials = words
    .slice(0, start)
    .map((w) =>
      /^(?:\p{Lu}\.)+$/u.test(w)
        ? w.replace(/\./g, '')
        : w
            .split('-')
            .map((part) => part.charAt(0))
            .join(''),
    )
    .join('')
    .toUpperCase();
  return initials ? `${surname} ${initials}` : surname;
}

/** "Beatch GN, Mangal B" / "Gohari S, Reshadmanesh T, Khodabandehloo H, et al". */
export function authorList(c: Citation): string {
  if (c.authors.length === 0) return '';
  const shown = c.authors.slice(0, MAX_AUTHORS).map(vancouverName);
  const more = c.more_authors || c.authors.length > MAX_AUTHORS;
  return more ? `${shown.join(', ')}, et al` : shown.join(', ');
}

const endStop = (s: string) => (/[.?!]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** "Circulation. 2020;142:1713–1724." from the parts printed. */
function journalPart(c: Citation): string {
  if (!c.journal && !c.year) return '';
  const where = c.journal ? endStop(c.journal) : '';
  let when = c.year ?? '';
  if (c.volume) when += `${when ? ';' : ''}${c.volume}${c.issue ? `(${c.issue})` : ''}`;
  if (c.pages) when += `${c.volume ? ':' : when ? ';' : ''}${c.pages}`;
  return [where, when ? endStop(when) : ''].filter(Boolean).join(' ');
}

/**
 * A source as one Vancouver-style reference: authors (first three, et al). Title. Journal. Year;Vol:Pages.
 * doi. Parts the paper does not print are left out; without a citation, its title.
 */
export function referenceOf(source: DeckSource): Para {
  const c = source.facts.citation;
  const title = source.facts.title;
  if (!c) return para(endStop(sourceTitle(source)), [title?.source]);
  const v = c.value;
  const parts = [
    v.authors.length > 0 ? endStop(authorList(v)) : '',
    endStop(v.title || sourceTitle(source)),
    journalPart(v),
    v.doi ? `doi:${v.doi}` : '',
  ].filter(Boolean);
  const sources: Provenance[] = [...c.sources];
  if (title && !sources.some((s) => s.quote === title.source.quote)) sources.push(title.source);
  return para(parts.join(' '), sources);
}

/** "Beatch GN, et al. BMC Cardiovascular Disorders. 2016" for footnotes; the whole title when nothing else is known. */
export function shortReference(source: DeckSource): Para {
  const c = source.facts.citation;
  if (!c || (!c.value.journal && c.value.authors.length === 0)) {
    const title = sourceTitle(source);
    return para(title, [source.facts.title?.source]);
  }
  const v = c.value;
  const first = v.authors[0]
    ? `${vancouverName(v.authors[0])}${v.authors.length > 1 || v.more_authors ? ', et al' : ''}`
    : '';
  const text = [first, v.journal, v.year].filter(Boolean).join('. ');
  return para(text, c.sources);
}
