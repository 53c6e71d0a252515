/** What an avatar shows for a name: Chinese names their first character, Latin names up to two initials. */
export function initials(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  if (/^[\u3400-\u9fff]/.test(trimmed)) return trimmed[0]!;
  return trimmed
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}
