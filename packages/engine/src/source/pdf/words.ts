/**
 * Running words in a line of text, for the layout tests that ask "is this prose?": Latin-script words of
 * two or more letters, and for Chinese and Japanese (no spaces between words) one word per two Han or kana
 * characters. A line of English counts exactly as before.
 */
export function wordCount(text: string): number {
  const latin = (text.match(/\p{L}{2,}/gu) ?? []).filter(
    (w) => !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w),
  ).length;
  const cjk = (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? []).length;
  return latin + Math.floor(cjk / 2);
}
