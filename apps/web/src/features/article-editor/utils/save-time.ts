const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time of the auto-save indicator: `HH:mm` when the save is in the current year, else `YYYY/MM/DD HH:mm`.
 * Input in milliseconds since the epoch; an invalid date throws "Invalid date input".
 */
export function formatSavedAt(savedAtMs: number, nowMs: number = Date.now()): string {
  const saved = new Date(savedAtMs);
  if (!Number.isFinite(savedAtMs) || Number.isNaN(saved.getTime())) throw new Error('Invalid date input');
  const time = `${pad(saved.getHours())}:${pad(saved.getMinutes())}`;
  if (saved.getFullYear() === new Date(nowMs).getFullYear()) return time;
  return `${saved.getFullYear()}/${pad(saved.getMonth() + 1)}/${pad(saved.getDate())} ${time}`;
}
