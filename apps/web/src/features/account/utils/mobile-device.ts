/** Mobile as the spec detects it: by user agent (iPhone, iPad, iPod, Android). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Android/i.test(userAgent);
}
