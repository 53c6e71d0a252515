/**
 * Local upload progress: the bar shows 20, 50, 90, then 100 percent, with waits of 700 ms and 800 ms between
 * the first steps. The steps also follow the bytes really sent, so a slow upload does not claim 90 % before
 * its body has left the browser.
 */
export const UPLOAD_STEPS = [20, 50, 90, 100] as const;
export const UPLOAD_STEP_WAITS_MS = [700, 800] as const;
/** The earliest moment the bar may reach 90 % (and then 100 %). */
export const UPLOAD_MIN_MS = UPLOAD_STEP_WAITS_MS[0] + UPLOAD_STEP_WAITS_MS[1];

export type UploadProgressInput = {
  /** Fraction of the request body sent, 0..1 (XMLHttpRequest upload events). */
  sent: number;
  /** Milliseconds since the upload started. */
  elapsedMs: number;
  /** The server answered with success. */
  answered: boolean;
};

export function uploadStep({ sent, elapsedMs, answered }: UploadProgressInput): number {
  const fullySent = answered || sent >= 1;
  if (elapsedMs >= UPLOAD_MIN_MS && answered) return UPLOAD_STEPS[3];
  if (elapsedMs >= UPLOAD_MIN_MS && fullySent) return UPLOAD_STEPS[2];
  if (elapsedMs >= UPLOAD_STEP_WAITS_MS[0] && (fullySent || sent >= 0.5)) return UPLOAD_STEPS[1];
  return UPLOAD_STEPS[0];
}

/** How long to hold a finished upload so the user sees every step before 100 %. */
export function remainingStepWait(elapsedMs: number): number {
  return Math.max(0, UPLOAD_MIN_MS - elapsedMs);
}
