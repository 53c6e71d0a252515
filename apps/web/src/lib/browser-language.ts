/**
 * The UI language a browser asks for (`navigator.languages`, most wanted first), among those the app has:
 * any Chinese tag reads as zh-cn (the only Chinese offered), other tags by their primary subtag. Null when
 * none is offered.
 */
export function browserLanguage<L extends string>(
  wanted: readonly string[],
  offered: readonly L[],
): L | null {
  for (const tag of wanted) {
    const lower = tag.trim().toLowerCase();
    const primary = lower.split(/[-_]/)[0] ?? '';
    const candidate = primary === 'zh' ? 'zh-cn' : primary;
    const hit = offered.find((l) => l === candidate);
    if (hit) return hit;
  }
  return null;
}
