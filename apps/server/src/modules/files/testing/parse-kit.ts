import { type Facts, factsSchema, type Provenance } from '@prowrite/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { fileParses } from '../../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';
import { injectUpload } from './multipart-body';

/** Upload -> file.parse job -> file detail, for tests that run a worker on the test app. */
export function parseKit(t: () => TestApp) {
  const auth = () => ({ 'access-token': t().admin.token });

  /** Uploads a file and waits until its parse ends (success or error); returns its id and detail. */
  async function uploadAndParse(name: string, content: Buffer | string) {
    const res = await injectUpload(t().app, t().admin.token, name, content);
    expect(res.statusCode, res.body).toBe(200);
    const id: string = res.json().data.id;
    const detail = await waitFor(
      async () => {
        const d = (
          await t().app.inject({ method: 'GET', url: `/api/files/detail?id=${id}`, headers: auth() })
        ).json().data;
        return d.parse_status === 'success' || d.parse_status === 'error' ? d : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 100, what: `${name} to be parsed` },
    );
    return { id, detail };
  }

  async function factsOf(id: string): Promise<Facts> {
    const res = await t().app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/facts?file_id=${id}`,
      headers: auth(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return factsSchema.parse(res.json().data.data);
  }

  /** The stored SourceDocument of a parsed file. */
  async function storedDocument(id: string) {
    const [parse] = await t().database.db.select().from(fileParses).where(eq(fileParses.fileId, id));
    return parse!.document as {
      pages: { text: string; ocr?: boolean }[];
      runningText?: { page: number; text: string }[];
      warnings?: string[];
    };
  }

  /** Every quote the facts cite must appear on the page they name (the product's traceability promise). */
  async function expectQuotesOnTheirPages(id: string, sources: Provenance[]) {
    const doc = await storedDocument(id);
    for (const source of sources) {
      expect(source.file_id).toBe(id);
      // A citation may be read from the page's running head or footer, which the body text leaves out.
      const running = (doc.runningText ?? []).filter((r) => r.page === source.page).map((r) => r.text);
      expect([doc.pages[source.page - 1]?.text ?? '', ...running].join('\n')).toContain(source.quote);
    }
  }

  return { auth, uploadAndParse, factsOf, storedDocument, expectQuotesOnTheirPages };
}

/** Every provenance in a Facts value, wherever it sits. */
export function sourcesOf(facts: Facts): Provenance[] {
  const out: Provenance[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (o.source && typeof o.source === 'object' && 'quote' in o.source) out.push(o.source as Provenance);
      for (const [k, v] of Object.entries(o)) if (k !== 'source') visit(v);
    }
  };
  visit(facts);
  return out;
}
