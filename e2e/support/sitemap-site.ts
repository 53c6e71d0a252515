import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';

export type SitemapSite = {
  origin: string;
  /** Every request path seen, in order. */
  seen: string[];
  close: () => Promise<void>;
};

export type SitePage = { path: string; title: string; text: string };

const html = (page: SitePage) =>
  `<!doctype html><html><head><title>${page.title}</title></head><body><article><h1>${page.title}</h1><p>${page.text}</p></article></body></html>`;

const urlset = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((loc) => `<url><loc>${loc}</loc></url>`)
    .join('')}</urlset>`;

/**
 * A small site on 127.0.0.1 as a sitemap import finds one: robots.txt refusing /private/, `sitemap.xml.gz`
 * (gzip, served as the file it is) listing the pages and one private page, the pages themselves, and
 * `bomb.xml.gz`, a few KB that would unpack to 24 MB.
 */
export async function startSitemapSite(pages: SitePage[]): Promise<SitemapSite> {
  const seen: string[] = [];
  let origin = '';
  const bomb = gzipSync(Buffer.concat([Buffer.from('<urlset>'), Buffer.alloc(24 * 1024 * 1024, ' ')]), {
    level: 9,
  });
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push(path);
    const page = pages.find((p) => p.path === path);
    if (path === '/robots.txt') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n');
    } else if (path === '/sitemap.xml.gz') {
      const locs = [...pages.map((p) => `${origin}${p.path}`), `${origin}/private/drafts`];
      res.writeHead(200, { 'Content-Type': 'application/x-gzip' }).end(gzipSync(urlset(locs)));
    } else if (path === '/bomb.xml.gz') {
      res.writeHead(200, { 'Content-Type': 'application/gzip' }).end(bomb);
    } else if (page) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html(page));
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the sitemap site has no port');
  origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
