import robotsParser from 'robots-parser';
import { guardedFetch } from '../../../http/outbound/guarded-fetch';
import { OutboundHttpStatusError } from '../../../http/outbound/outbound-errors';
import type { LinkFetchOptions } from '../link-page-reader';

/** The name our fetches go by in robots.txt groups (a site may allow or refuse it by name, or `*`). */
export const ROBOTS_USER_AGENT = 'ProwriteBot';
const ROBOTS_MAX_BYTES = 512 * 1024;
const ROBOTS_TIMEOUT_MS = 5_000;

type Verdict = (url: string) => boolean;

/**
 * robots.txt of each site an import reads, fetched once per origin through the outbound guard. As crawlers
 * do: a missing file (4xx) allows everything, and so does one that is not rules at all (any line that is not
 * a rule is ignored); a site that cannot be asked (5xx, unreachable, blocked) allows nothing, since its rules
 * cannot be known.
 */
export class RobotsPolicy {
  private readonly verdicts = new Map<string, Promise<Verdict>>();

  constructor(private readonly options: Pick<LinkFetchOptions, 'allow' | 'resolver' | 'connector'>) {}

  /** Null when robots.txt lets us read the page, else the reason it is skipped. */
  async refusal(pageUrl: string): Promise<string | null> {
    const origin = new URL(pageUrl).origin;
    let verdict = this.verdicts.get(origin);
    if (!verdict) {
      verdict = this.load(origin);
      this.verdicts.set(origin, verdict);
    }
    return (await verdict)(pageUrl) ? null : 'robots.txt of the site does not allow reading this page';
  }

  private async load(origin: string): Promise<Verdict> {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const res = await guardedFetch(robotsUrl, {
        ...this.options,
        maxBytes: ROBOTS_MAX_BYTES,
        timeoutMs: ROBOTS_TIMEOUT_MS,
      });
      const robots = robotsParser(robotsUrl, (await res.bytes()).toString('utf8'));
      return (url) => robots.isAllowed(url, ROBOTS_USER_AGENT) !== false;
    } catch (err) {
      if (err instanceof OutboundHttpStatusError && err.status >= 400 && err.status < 500) return () => true;
      return () => false;
    }
  }
}
