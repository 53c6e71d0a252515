const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `YYYY/MM/DD HH:mm:ss` in the viewer's time zone, from seconds since the epoch. Invalid input throws
 * "Invalid date input" rather than showing a wrong date.
 */
export function formatDateTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  if (!Number.isFinite(seconds) || Number.isNaN(date.getTime())) throw new Error('Invalid date input');
  return (
    `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
