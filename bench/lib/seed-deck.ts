import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Slide, slideSchema } from '@prowrite/contracts';
import { layoutSamples } from '@prowrite/layouts';
import { repoRoot } from './server-process';

export async function api<T>(
  base: string,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
) {
  const headers: Record<string, string> = token ? { 'Access-Token': token } : {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}${url}`, { method, headers, body: payload });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A deck of `count` slides cycling through every layout sample, zh and en. */
export function sampleDeck(count: number): Slide[] {
  const samples = Object.values(layoutSamples).flatMap((s) => [s.en, s.zh]);
  return Array.from({ length: count }, (_, i) =>
    slideSchema.parse({ ...samples[i % samples.length]!, slide_num: i + 1, num: i + 1 }),
  );
}

/** Logs in, parses the e2e trial abstract, generates a deck from it, then saves `slides` sample slides over it. */
export async function seedDeck(
  base: string,
  admin: { email: string; password: string },
  slides: number,
): Promise<{ token: string; id: string }> {
  const login = await api<{ data: { access_token: string } }>(base, 'POST', '/api/login/account', null, {
    account: admin.email,
    password: admin.password,
  });
  const token = login.data.access_token;
  const form = new FormData();
  const text = await readFile(path.join(repoRoot, 'e2e/fixtures/trial-abstract.txt'));
  form.append('jwfile', new Blob([text], { type: 'text/plain' }), 'trial-abstract.txt');
  const up = await api<{ data: { id: string } }>(base, 'POST', '/api/files/upload', token, form);
  for (;;) {
    const d = await api<{ data: unknown }>(base, 'GET', `/api/files/detail?id=${up.data.id}`, token);
    const status = JSON.stringify(d).match(/"parse_status":"(\w+)"/)?.[1];
    if (status === 'success') break;
    if (status === 'error') throw new Error('the bench source could not be parsed');
    await new Promise((r) => setTimeout(r, 200));
  }
  const work = await api<{ data: { data: { id: string } } }>(
    base,
    'POST',
    '/api/prowrite/v1/article',
    token,
    {
      type: 'PPT',
      file_ids: [up.data.id],
      select_template: 'general',
    },
  );
  const id = work.data.data.id;
  let version = 0;
  for (;;) {
    const d = await api<{ data: { data: { process: string; version: number } } }>(
      base,
      'GET',
      `/api/prowrite/v1/detail?id=${id}`,
      token,
    );
    if (d.data.data.process === 'end') {
      version = d.data.data.version;
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await api(base, 'PUT', '/api/prowrite/v1/save', token, { id, slide_data: sampleDeck(slides), version });
  return { token, id };
}
