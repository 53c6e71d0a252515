import { describe, expect, it } from 'vitest';
import { PRINT_TICKET_TTL_MS, PrintTickets } from './print-ticket';
import { ticketedUrls } from './print-urls';

const claims = { workId: 'w1', teamId: 't1', userId: 'u1' };

describe('PrintTickets', () => {
  it('verifies its own tickets and answers their claims', () => {
    const tickets = new PrintTickets();
    expect(tickets.verify(tickets.mint(claims))).toMatchObject(claims);
  });

  it('refuses expired, forged, altered and foreign tickets with a 401', () => {
    let now = 1_000_000;
    const tickets = new PrintTickets(PRINT_TICKET_TTL_MS, () => now);
    const ticket = tickets.mint(claims);
    now += PRINT_TICKET_TTL_MS + 1;
    expect(() => tickets.verify(ticket)).toThrow(/invalid or has expired/);

    const fresh = new PrintTickets();
    const good = fresh.mint(claims);
    const [payload, signature] = good.split('.');
    const otherWork = Buffer.from(
      JSON.stringify({ ...claims, workId: 'w2', expiresAt: Date.now() + 60_000 }),
    ).toString('base64url');
    for (const bad of [
      `${otherWork}.${signature}`,
      `${payload}.x${signature}`,
      `${payload}`,
      `${good}.x`,
      '',
      'a.b',
      new PrintTickets().mint(claims),
    ]) {
      expect(() => fresh.verify(bad)).toThrow(expect.objectContaining({ status: 401 }));
    }
  });
});

describe('ticketedUrls', () => {
  it('rewrites private figure and picture addresses anywhere in a detail, nothing else', () => {
    const detail = {
      slide_list: [
        {
          content: [
            {
              img_arr: [{ image_info: { url: '/api/files/f%201/figures/2' } }, { text: '/api/files/p1/raw' }],
            },
          ],
        },
      ],
      other: 'https://example.org/a.png',
      n: 3,
    };
    const out = ticketedUrls(detail, 'T.K');
    expect(out.slide_list[0]!.content[0]!.img_arr[0]!.image_info!.url).toBe(
      '/api/prowrite/v1/render/figure?ticket=T.K&file_id=f+1&index=2',
    );
    expect(out.slide_list[0]!.content[0]!.img_arr[1]!.text).toBe(
      '/api/prowrite/v1/render/file?ticket=T.K&id=p1',
    );
    expect(out.other).toBe('https://example.org/a.png');
    expect(out.n).toBe(3);
  });
});
