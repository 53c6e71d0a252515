import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleComponent, Facts, Slide } from '@prowrite/contracts';
import { writeArticle } from '../../article/write-article';
import { extractFacts } from '../../facts/extract-facts';
import { CORPUS_DIR } from '../../source/__fixtures__/corpus';
import { parseSource } from '../../source/parse-source';
import type { OutLang } from '../../writer/labels';
import { writeDeck } from '../../writer/write-deck';

export type CorpusPaper = { id: string; file: string; facts: Facts; pageTexts: string[] };

/** Every paper of the corpus truth, parsed once (PDFs without figure crops). */
export async function loadCorpusPapers(): Promise<CorpusPaper[]> {
  const truth = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'truth.json'), 'utf8')).documents as {
    id: string;
    file: string;
  }[];
  const papers: CorpusPaper[] = [];
  for (const t of truth) {
    const kind = t.file.endsWith('.pdf') ? 'pdf' : 'txt';
    const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, t.file)));
    const doc = await parseSource(
      { bytes, fileId: t.id, kind, name: path.basename(t.file) },
      { cropFigures: false },
    );
    papers.push({
      id: t.id,
      file: t.file,
      facts: extractFacts(doc),
      // Running heads and footers are printed too (a citation's year and DOI are read there).
      pageTexts: [...doc.pages.map((p) => p.text), ...(doc.runningText ?? []).map((r) => r.text)],
    });
  }
  return papers;
}

export const DECK_TEMPLATES = ['general', 'medical_template1', 'medical_template2', 'medical_template3'];
export const ARTICLE_TYPES = ['Tweets', 'PatientEducationPost'] as const;
export const OUT_LANGS: OutLang[] = ['zh-cn', 'en'];

export type Deliverable = { label: string; lang: OutLang; slides?: Slide[]; components?: ArticleComponent[] };

const written = new WeakMap<CorpusPaper, Deliverable[]>();

/**
 * Every deck template and article type of a paper in both output languages, written once per paper: the
 * writers are deterministic and the checks only read them.
 */
export function deliverables(p: CorpusPaper): Deliverable[] {
  const known = written.get(p);
  if (known) return known;
  const source = [{ fileId: p.id, fileName: path.basename(p.file), facts: p.facts }];
  const out = OUT_LANGS.flatMap((lang) => [
    ...DECK_TEMPLATES.map((template) => ({
      label: `${p.id} ${template} ${lang}`,
      lang,
      slides: writeDeck({ facts: source, template, outLang: lang }),
    })),
    ...ARTICLE_TYPES.map((type) => ({
      label: `${p.id} ${type} ${lang}`,
      lang,
      components: writeArticle({ type, facts: source, template: 'tweets_template1', outLang: lang }),
    })),
  ]);
  written.set(p, out);
  return out;
}
