import { z } from 'zod';

/** Control characters (NUL and the like) and UTF-16 halves without their pair: refused in series ids. */
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A monitoring series id (`report_id`): chosen when the series' first report is created and shown as the
 * series' name, so it is printable text of at most 64 characters.
 */
export const reportIdSchema = z
  .string()
  .trim()
  .min(1, 'report_id must not be empty')
  .max(64, 'report_id must be at most 64 characters')
  .refine((s) => !hasControl(s), 'report_id must not hold control characters')
  .refine((s) => !LONE_SURROGATE.test(s), 'report_id must be well-formed text');
