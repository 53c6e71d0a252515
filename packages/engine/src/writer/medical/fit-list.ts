import { measureText } from '@prowrite/contracts';
import { fitText } from '../fit-text';

/**
 * Bullets for an array content with an entry cap and a whole-text cap: each bullet fitted to `perItem`, taken in
 * order while the total still fits; a bullet too long for the rest of the budget is cut to it when that leaves
 * a useful length, else the list ends. Returns the indices kept so callers can cite each bullet.
 */
export function fitList(
  items: string[],
  opts: { maxItems: number; maxChars: number; perItem: number },
): { list: string[]; kept: number[] } {
  const MIN_USEFUL = 40;
  const list: string[] = [];
  const kept: number[] = [];
  let left = opts.maxChars;
  for (const [i, item] of items.entries()) {
    if (list.length >= opts.maxItems || left < MIN_USEFUL) break;
    const fitted = fitText(item, Math.min(opts.perItem, left));
    if (!fitted) continue;
    list.push(fitted);
    kept.push(i);
    left -= measureText(fitted);
  }
  return { list, kept };
}
