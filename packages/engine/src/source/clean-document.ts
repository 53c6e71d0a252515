import type { SourceDocument } from './source-document';

/**
 * Characters no reader wants and some stores refuse: C0/C1 controls other than tab and line breaks (NUL
 * cannot be stored in PostgreSQL text or JSON), bidirectional overrides and isolates (they make text display
 * in an order other than the one stored, so a quote could read differently from its value), and the
 * byte-order mark. Lone UTF-16 surrogates are replaced (they are not text and JSON stores refuse them).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this is for.
const UNWANTED = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Kangxi radicals and CJK radical supplements that PDF fonts map their Han glyphs to ("⾏" U+2F8F for 行):
 * they look the same but no reader or search finds "步行" in "步⾏". Each becomes its unified ideograph
 * (NFKC, one character for one, so offsets and quotes stay).
 */
const CJK_RADICAL = /[\u2e80-\u2ef3\u2f00-\u2fd5]/g;

/** Radical supplements that are whole simplified characters but have no NFKC mapping (⻛ U+2EDB is 风). */
const SUPPLEMENT: Record<string, string> = Object.fromEntries(
  [
    ...'⺠民⺩王⻄西⻅见⻆角⻈讠⻉贝⻋车⻐钅⻑長⻓长⻔门⻘青⻙韦⻚页⻛风⻜飞⻝食⻠饣⻢马⻣骨⻤鬼⻥鱼⻦鸟⻧卤⻨麦⻩黄⻪黾⻬齐⻮齿⻰龙',
  ].flatMap((ch, i, all) => (i % 2 === 0 ? [[ch, all[i + 1]!]] : [])),
);

function unifiedIdeograph(ch: string): string {
  const unified = SUPPLEMENT[ch] ?? ch.normalize('NFKC');
  return unified.length === 1 ? unified : ch;
}

/** Removes unwanted characters from one string; each character is kept, dropped or replaced on its own. */
export function cleanText(text: string): string {
  return text.replace(UNWANTED, '').replace(LONE_SURROGATE, '\ufffd').replace(CJK_RADICAL, unifiedIdeograph);
}

/**
 * Cleans every string of a parsed document the same way, character by character, so a quote taken from a
 * block is still found on its page afterwards. Runs before facts are extracted.
 */
export function cleanDocument(doc: SourceDocument): SourceDocument {
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return cleanText(value);
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
  };
  return visit(doc) as SourceDocument;
}
