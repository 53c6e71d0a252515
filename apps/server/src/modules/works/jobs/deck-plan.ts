import { type Facts, factsSchema, type OutLangValue, type Slide, slideSchema } from '@prowrite/contracts';
import { type DeckSource, hasAnyFacts, writeDeck } from '@prowrite/engine';
import { getTheme, splitSlide, validateSlideContent } from '@prowrite/layouts';
import type { TeamScope } from '../../../http/auth';
import type { WorkSourcesRepository } from '../work-sources.repository';

export type DeckPlan = {
  slides: Slide[];
  /** Whether any source had any fact: none at all is the board's "no new source content" case. */
  anyFacts: boolean;
  /** Slides the writer produced that their layout refused (a writer bug): left out, reported. */
  rejected: string[];
  /** Each source's facts the deck was written from (the LLM writer checks against them). */
  facts: Facts[];
};

export type DeckRequest = {
  fileIds: string[];
  title?: string | undefined;
  template: string;
  outLang: OutLangValue;
  /** The team's closing contact: shown on the closing slide; empty leaves the contact block out. */
  closingContact?: string | undefined;
};

/** The closing slide's `Contact` content: the team's contact, or none (the layout then hides the block). */
export function withClosingContact(slide: Slide, contact: string | undefined): Slide {
  if (slide.slide_id !== 'closing_slide_001') return slide;
  const content = slide.content.filter((c) => c.id !== 'Contact');
  const text = contact?.trim();
  return { ...slide, content: text ? [...content, { id: 'Contact', type: 'text', text }] : content };
}

/**
 * The deck of a work, written offline from its sources' facts (in the work's file order; files deleted since
 * are skipped), with overflowing tables and grouped text split over continuation slides exactly as the board
 * lays them out, numbered 1..n. Deterministic: the same facts always give the same slides.
 */
export async function planDeck(
  sources: WorkSourcesRepository,
  scope: TeamScope,
  request: DeckRequest,
): Promise<DeckPlan> {
  const deckSources = await loadDeckSources(sources, scope, request.fileIds);
  const written = writeDeck({
    ...(request.title ? { title: request.title } : {}),
    facts: deckSources,
    template: request.template,
    outLang: request.outLang,
  });
  const theme = getTheme(request.template);
  const lang = request.outLang === 'zh-cn' ? 'zh' : 'en';
  const rejected: string[] = [];
  const slides = written
    .map((slide) => withClosingContact(slide, request.closingContact))
    .flatMap((slide) => splitSlide(slide, { theme, lang }))
    .filter((slide) => {
      const check = validateSlideContent(slide);
      if (!check.ok) rejected.push(`${slide.slide_id}: ${check.message}`);
      return check.ok;
    })
    // Validated on write (contract shape and defaults) so that reads can serve stored slides as they are.
    .map((slide, i) => slideSchema.parse({ ...slide, slide_num: i + 1, num: i + 1 }));
  return {
    slides,
    anyFacts: deckSources.some((s) => hasAnyFacts(s.facts)),
    rejected,
    facts: deckSources.map((s) => s.facts),
  };
}

/** The writer's input: each source's facts, in the work's file order; files deleted or unparsed since are skipped. */
export async function loadDeckSources(
  sources: WorkSourcesRepository,
  scope: TeamScope,
  fileIds: string[],
): Promise<DeckSource[]> {
  const [files, factRows] = await Promise.all([sources.files(scope, fileIds), sources.facts(scope, fileIds)]);
  const fileById = new Map(files.map((f) => [f.id, f]));
  const factsById = new Map<string, Facts>();
  for (const row of factRows) {
    const parsed = factsSchema.safeParse(row.facts);
    if (parsed.success) factsById.set(row.fileId, parsed.data);
  }
  return fileIds.flatMap((id) => {
    const file = fileById.get(id);
    const facts = factsById.get(id);
    return file && facts ? [{ fileId: id, fileName: file.name, facts, sha1: file.sha1 }] : [];
  });
}
