import type { ResolvedElement } from '@prowrite/layouts';
import PptxGenJS from 'pptxgenjs';
import { writeParts } from './capture';
import { addImageElement } from './images';
import type { DeckPptxInput } from './index';
import { BackgroundMasters } from './masters';
import { DeckMedia } from './media';
import { notesFor } from './notes';
import { finalisePackage } from './package';
import { addReferencesElement } from './references';
import { type DeckPage, resolveDeck } from './resolve-deck';
import { addLineElement, addShapeElement } from './shapes';
import { addTableElement } from './table';
import { addTextElement, runLang } from './text';
import { xmlSafe } from './units';
import { VectorParts } from './vectors';

/** Deck titles beyond this are cut in the file properties (the download name is the route's business). */
const MAX_TITLE_CHARS = 2000;

function drawElement(
  slide: PptxGenJS.Slide,
  el: ResolvedElement,
  page: DeckPage,
  media: DeckMedia,
  vectors: VectorParts,
) {
  const { fonts, lang } = page.resolved;
  switch (el.kind) {
    case 'text':
      return addTextElement(slide, el, fonts, lang);
    case 'shape':
      return addShapeElement(slide, el);
    case 'line':
      return addLineElement(slide, el);
    case 'image':
      return addImageElement(slide, el, media, vectors);
    case 'table':
      return addTableElement(slide, el, fonts, runLang(lang));
    case 'references':
      return addReferencesElement(slide, el, fonts, runLang(lang));
  }
}

/** Resolve every slide, load its pictures once, draw each page on the master of its background, package. */
export async function buildDeckPptx(input: DeckPptxInput): Promise<Buffer> {
  const pages = resolveDeck(input.slides, {
    template: input.template,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.companyTemplate ? { companyTemplate: true } : {}),
    ...(input.companyElement ? { companyElement: true } : {}),
    ...(input.lang ? { lang: input.lang } : {}),
  });
  const media = new DeckMedia();
  const srcs = pages.flatMap((p) => p.resolved.elements.flatMap((e) => (e.kind === 'image' ? [e.src] : [])));
  await media.load(srcs, input.loadImage);

  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.title = xmlSafe(input.title).slice(0, MAX_TITLE_CHARS);
  pptx.author = 'Prowrite';
  pptx.company = 'Prowrite';
  const masters = new BackgroundMasters(pptx, media);
  const vectors = new VectorParts();
  for (const page of pages) {
    const slide = pptx.addSlide({ masterName: masters.masterFor(page.resolved.background) });
    for (const el of page.resolved.elements) drawElement(slide, el, page, media, vectors);
    const notes = notesFor(page.slide, page.resolved.lang);
    if (notes) slide.addNotes(notes);
  }
  return finalisePackage(await writeParts(pptx), { pages, media, vectors, masters });
}
