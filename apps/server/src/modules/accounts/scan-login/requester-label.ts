/**
 * What the phone shows about the browser asking to log in. A display hint only (the User-Agent is whatever
 * the requester sends): the user compares it with the computer in front of them.
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Headless)?(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\b(?:Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser's and the system's names ("Chrome", "Windows"); '' for what the User-Agent does not tell. */
export function browserParts(userAgent: string): { browser: string; system: string } {
  return {
    browser: BROWSERS.find(([re]) => re.test(userAgent))?.[1] ?? '',
    system: SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? '',
  };
}

/** The address with its last part hidden: 203.0.113.x, or the first four groups of an IPv6 address. */
export function maskAddress(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.x`;
  if (ip.includes(':')) {
    const groups = ip.split(':').slice(0, 4).join(':');
    return `${groups}:…`;
  }
  return 'unknown';
}
