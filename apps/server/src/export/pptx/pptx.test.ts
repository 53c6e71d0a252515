import type { Slide } from '@prowrite/contracts';
import {
  getTheme,
  layoutSamples,
  type ResolvedSlide,
  type ResolvedText,
  resolveSlide,
  sampleReferences,
} from '@prowrite/layouts';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { UnknownSlideLayoutError } from './errors';
import { type DeckPptxInput, writeDeckPptx } from './index';
import { solidPng } from './png';
import { sampleSlides, withFigureUrls } from './testing/sample-deck';
import { assertWellFormed } from './testing/xml-check';
import { lineSafe } from './units';

const noImages = async () => null;

async function unzip(buf: Buffer) {
  const zip = await JSZip.loadAsync(buf);
  const text = async (path: string) => (await zip.file(path)?.async('string')) ?? '';
  const slideCount = zip.file(/^ppt\/slides\/slide\d+\.xml$/).length;
  return { zip, text, slideCount };
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The shape named `name` in a slide's XML. */
function shapeXml(slideXml: string, name: string): string | undefined {
  const at = slideXml.indexOf(`name="${name}"`);
  if (at < 0) return undefined;
  const start = slideXml.lastIndexOf('<p:sp>', at);
  return slideXml.slice(start, slideXml.indexOf('</p:sp>', at) + '</p:sp>'.length);
}

/** The paragraphs of a text body as drawn, and whether any holds a line break (`<a:br/>`). */
function drawnParagraphs(sp: string): { texts: string[]; breaks: number } {
  const paragraphs = [...sp.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)].map((p) => p[1]!);
  return {
    texts: paragraphs.map((p) =>
      [...p.matchAll(/<a:t>([\s\S]*?)<\/a:t>/g)].map((t) => decode(t[1]!)).join(''),
    ),
    breaks: paragraphs.reduce((n, p) => n + (p.split('<a:br/>').length - 1), 0),
  };
}

/** A resolved paragraph's text without spaces (the resolver drops the spaces where it broke a line). */
const resolvedCompact = (el: ResolvedText) =>
  el.paragraphs.map((p) =>
    p.lines
      .map((l) => l.runs.map((r) => r.text).join(''))
      .join('')
      .replace(/\s+/g, ''),
  );

function resolveSample(slide: Slide, template: string): ResolvedSlide {
  return resolveSlide(slide, { theme: getTheme(template), pageNumber: slide.slide_num });
}

const allSamples = () => [...sampleSlides('zh'), ...sampleSlides('en')];

describe('writeDeckPptx', () => {
  it('writes a 16:9 package with one slide per sample, the deck title and well-formed parts', async () => {
    const slides = allSamples().map((s) => s.slide);
    const buf = await writeDeckPptx({
      title: 'ORCHID-3 深度解读',
      slides,
      template: 'medical_template1',
      loadImage: noImages,
    });
    const { zip, text, slideCount } = await unzip(buf);
    expect(slideCount).toBe(slides.length);
    expect(Object.keys(zip.files)[0]).toBe('[Content_Types].xml');
    expect(await text('ppt/presentation.xml')).toContain('<p:sldSz cx="9144000" cy="5143500"');
    expect(await text('docProps/core.xml')).toContain('<dc:title>ORCHID-3 深度解读</dc:title>');
    for (const name of Object.keys(zip.files).filter((n) => /\.(xml|rels)$/.test(n))) {
      assertWellFormed(await text(name), name);
    }
    // Content types name only parts that exist.
    const types = await text('[Content_Types].xml');
    for (const [, part] of types.matchAll(/PartName="\/([^"]+)"/g))
      expect(zip.file(part!), part).not.toBeNull();
  });

  it('gives every run the theme Latin face and its East-Asian face', async () => {
    const slides = allSamples().map((s) => s.slide);
    const { zip, text } = await unzip(
      await writeDeckPptx({ title: 't', slides, template: 'general', loadImage: noImages }),
    );
    const fonts = getTheme('general').fonts;
    let runs = 0;
    for (const f of zip.file(/^ppt\/(slides|notesSlides)\/[^/]+\.xml$/)) {
      const xml = await text(f.name);
      for (const [rPr] of xml.matchAll(/<a:rPr\b[^>]*?(?:\/>|>[\s\S]*?<\/a:rPr>)/g)) {
        if (f.name.includes('notesSlides') && rPr.includes('<a:rPr lang="en-US"/>')) continue; // slide-number field
        runs++;
        expect(rPr, f.name).toContain(`<a:ea typeface="${fonts.eastAsian}"`);
        expect(rPr, f.name).toContain(`<a:latin typeface="${fonts.latin}"`);
      }
      // One paragraph-properties element per paragraph (the schema allows no more).
      for (const [p] of xml.matchAll(/<a:p>[\s\S]*?<\/a:p>/g))
        expect(p.split('<a:pPr').length - 1).toBeLessThanOrEqual(1);
    }
    expect(runs).toBeGreaterThan(1000);
  });

  it('draws every text element as a wrapping text box, one unbroken paragraph per resolved paragraph', async () => {
    const samples = allSamples();
    const template = 'medical_template2';
    const { text } = await unzip(
      await writeDeckPptx({ title: 't', slides: samples.map((s) => s.slide), template, loadImage: noImages }),
    );
    let checked = 0;
    let multiLine = 0;
    for (const [i, sample] of samples.entries()) {
      const xml = await text(`ppt/slides/slide${i + 1}.xml`);
      const resolved = resolveSample(sample.slide, template);
      for (const el of resolved.elements) {
        if (el.kind !== 'text' || el.paragraphs.length === 0) continue;
        const at = `${sample.layoutId} ${el.key}`;
        const sp = shapeXml(xml, el.key);
        expect(sp, at).toBeDefined();
        const drawn = drawnParagraphs(sp!);
        // The viewer wraps: no soft line breaks, the resolver's lines joined in one paragraph each.
        expect(drawn.breaks, at).toBe(0);
        expect(
          drawn.texts.map((t) => t.replace(/\s+/g, '')),
          at,
        ).toEqual(resolvedCompact(el));
        // Where the text is as written (not clamped), each paragraph is exactly its source line.
        const sources = el.text.split('\n');
        if (el.fit !== 'clamped' && sources.length === el.paragraphs.length)
          expect(drawn.texts, at).toEqual(sources.map((t) => lineSafe(t.replace(/\t/g, ' '))));
        if (el.paragraphs.some((p) => p.lines.length > 1)) multiLine++;
        expect(sp).toContain('wrap="square"');
        expect(sp).not.toContain('wrap="none"');
        expect(sp).not.toMatch(/normAutofit|spAutoFit/);
        expect(sp).toContain(`sz="${Math.round(el.fontSize * 75)}"`);
        // Exact line spacing of the resolver's line height (pt x 100, to the hundredth of a pt).
        const spacing = Number(/<a:lnSpc><a:spcPts val="(\d+)"\/>/.exec(sp!)?.[1]);
        expect(Math.abs(spacing - el.lineHeight * 75), at).toBeLessThanOrEqual(1);
        for (const [pPr] of sp!.matchAll(/<a:pPr\b[^>]*>/g)) expect(pPr, at).toContain('hangingPunct="0"');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(multiLine).toBeGreaterThan(100);
  });

  it('draws tables as real tables with spans, header and band fills', async () => {
    const slide = layoutSamples.slide_table_001!.zh;
    const { text } = await unzip(
      await writeDeckPptx({ title: 't', slides: [slide], template: 'general', loadImage: noImages }),
    );
    const xml = await text('ppt/slides/slide1.xml');
    const table = resolveSample(slide, 'general').elements.find((e) => e.kind === 'table');
    expect(table?.kind).toBe('table');
    if (table?.kind !== 'table') return;
    expect(xml).toContain('<a:tbl>');
    expect(xml.match(/<a:tr /g)?.length).toBe(table.rows.length);
    expect(xml.match(/<a:gridCol /g)?.length).toBe(table.columnCount);
    const spans = table.rows.flatMap((r) => r.cells).filter((c) => c.colSpan > 1);
    expect(spans.length).toBeGreaterThan(0);
    expect(xml).toContain(`gridSpan="${spans[0]!.colSpan}"`);
    const header = table.rows.find((r) => r.header)!;
    expect(xml).toContain(`<a:srgbClr val="${header.fill.slice(1).toUpperCase()}"/>`);
    // Each cell is one paragraph holding its whole text (the viewer wraps it), with no top or bottom inset.
    const rowsXml = [...xml.matchAll(/<a:tr\b[\s\S]*?<\/a:tr>/g)].map((m) => m[0]);
    for (const [ri, row] of table.rows.entries()) {
      // Merged-away cells (hMerge) follow a spanning cell; fillers end a short row.
      const tcs = [...rowsXml[ri]!.matchAll(/<a:tc(?![^>]*hMerge)[\s\S]*?<\/a:tc>/g)].map((m) => m[0]);
      for (const [ci, cell] of row.cells.entries()) {
        const tc = tcs[ci]!;
        expect(tc.match(/<a:p>/g)?.length, cell.text).toBe(1);
        const drawn = [...tc.matchAll(/<a:t>([\s\S]*?)<\/a:t>/g)].map((t) => decode(t[1]!)).join('');
        expect(drawn).toBe(lineSafe(cell.text));
        expect(tc).toContain('marT="0" marB="0"');
      }
    }
  });

  it('puts no more pictures on a slide than its figure and logo slots, and none in the backgrounds', async () => {
    const png = solidPng('2A5A9B');
    const samples = allSamples();
    // Figures as loadable PNGs (the samples carry SVG data URLs, which become shapes).
    const slides = samples.map(({ slide }) => withFigureUrls(slide, (i) => `/api/files/f/figures/${i}`));
    const input: DeckPptxInput = {
      title: 't',
      slides,
      template: 'medical_template3',
      logo: '/api/files/logo/raw',
      loadImage: async () => ({ data: png, mime: 'image/png' }),
    };
    const { zip, text } = await unzip(await writeDeckPptx(input));
    let pictures = 0;
    for (const [i, slide] of slides.entries()) {
      const xml = await text(`ppt/slides/slide${i + 1}.xml`);
      const resolved = resolveSlide(slide, {
        theme: getTheme('medical_template3'),
        enterpriseLogo: '/api/files/logo/raw',
        pageNumber: 7,
      });
      const slots = resolved.elements.filter((e) => e.kind === 'image').length;
      const pics = xml.match(/<p:pic>/g)?.length ?? 0;
      expect(pics, samples[i]!.layoutId).toBeLessThanOrEqual(slots);
      pictures += pics;
    }
    expect(pictures).toBeGreaterThan(0);
    for (const f of zip.file(/^ppt\/slideLayouts\/[^/]+\.xml$/))
      expect(await text(f.name)).not.toContain('<p:pic>');
    // The same picture on every slide is stored once.
    expect(zip.file(/^ppt\/media\//).length).toBe(1);
  });

  it('draws template artwork as native shapes in the slide layouts (vector, no picture)', async () => {
    const slides = [layoutSamples.cover_slide_001!.zh, layoutSamples.hcp_ppt_a_034!.zh];
    const { zip, text } = await unzip(
      await writeDeckPptx({ title: 't', slides, template: 'medical_template1', loadImage: noImages }),
    );
    const layouts = await Promise.all(zip.file(/^ppt\/slideLayouts\/[^/]+\.xml$/).map((f) => text(f.name)));
    const art = layouts.filter((x) => x.includes('name="Background artwork"'));
    expect(art.length).toBe(2);
    expect(art.some((x) => x.includes('<a:gradFill'))).toBe(true);
    expect(art.every((x) => x.includes('<a:custGeom>') || x.includes('prst="ellipse"'))).toBe(true);
    expect(zip.file(/^ppt\/media\//)).toHaveLength(0);
  });

  it('lists every reference and the source of each number in the speaker notes', async () => {
    const base = layoutSamples.hcp_ppt_a_005!.en;
    const slide: Slide = {
      ...base,
      reference: [
        ...sampleReferences('en'),
        {
          ...sampleReferences('en')[1]!,
          article_title: 'A fourth source',
          article_url: 'https://example.org/4',
        },
      ],
      provenance: [
        {
          text: 'HR 0.62',
          file_id: 'file-sample-1',
          page: 6,
          quote: 'hazard ratio for progression or death, 0.62; 95% CI, 0.52 to 0.74',
        },
        {
          text: '18.2 months',
          file_id: 'file-other',
          page: 3,
          quote: 'median overall survival was 18.2 months',
        },
      ],
    };
    const { text } = await unzip(
      await writeDeckPptx({ title: 't', slides: [slide], template: 'general', loadImage: noImages }),
    );
    const notes = decode(await text('ppt/notesSlides/notesSlide1.xml'));
    for (const r of slide.reference) {
      expect(notes).toContain(r.article_title);
      if (r.article_url) expect(notes).toContain(r.article_url);
    }
    expect(notes).toContain(
      `HR 0.62 — ${slide.reference[0]!.article_title} page 6: "hazard ratio for progression or death, 0.62; 95% CI, 0.52 to 0.74"`,
    );
    expect(notes).toContain('18.2 months — file-other page 3: "median overall survival was 18.2 months"');
    // One paragraph per line, each run with the East-Asian face.
    expect(notes.match(/<a:p>/g)!.length).toBeGreaterThan(6);
    // At most three references are drawn on the slide; URL references are links.
    const xml = await text('ppt/slides/slide1.xml');
    const rels = await text('ppt/slides/_rels/slide1.xml.rels');
    expect(rels).toContain('Target="https://example.org/articles/2"');
    expect(xml).not.toContain('A fourth source');
  });

  it('keeps hostile text and a 2,000-character title well-formed', async () => {
    const hostile = `<script>alert("x")</script> & 'quotes' \u0000\u0001\u0007\u000B\u000C\u001F\uFFFE tab\there \uD800 end`;
    const base = layoutSamples.title_body_001!.en;
    const slide: Slide = {
      ...base,
      content: base.content.map((c) =>
        c.type === 'text' ? { ...c, text: `${hostile} ${c.text ?? ''}` } : c,
      ),
      reference: [
        { article_title: hostile, id: '', sha1: '', type: 'pdf', article_url: 'javascript:alert(1)' },
        {
          article_title: 'b',
          id: '',
          sha1: '',
          type: 'pdf',
          article_url: 'https://example.org/?a=1&b="x"<y>\u0001',
        },
      ],
      provenance: [{ text: hostile, file_id: 'f', page: 1, quote: hostile }],
    };
    const title = `${'长'.repeat(1000)}${'T&<'.repeat(334)}\u0003`;
    const buf = await writeDeckPptx({ title, slides: [slide], template: 'general', loadImage: noImages });
    const { zip, text } = await unzip(buf);
    for (const name of Object.keys(zip.files).filter((n) => /\.(xml|rels)$/.test(n)))
      assertWellFormed(await text(name), name);
    const xml = await text('ppt/slides/slide1.xml');
    expect(xml).toContain('&lt;script&gt;');
    expect(xml).not.toContain('<script>');
    expect(await text('ppt/slides/_rels/slide1.xml.rels')).not.toContain('javascript:');
    expect(await text('docProps/core.xml')).toContain('长'.repeat(1000));
  });

  it('rejects an unknown layout with a 400 naming the slide', async () => {
    const slides = [
      layoutSamples.title_only_001!.en,
      { ...layoutSamples.title_only_001!.en, slide_id: 'no_such_layout' },
    ];
    const err = await writeDeckPptx({ title: 't', slides, template: 'general', loadImage: noImages }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UnknownSlideLayoutError);
    expect((err as UnknownSlideLayoutError).status).toBe(400);
    expect((err as Error).message).toBe('Slide 2 uses an unknown layout "no_such_layout"');
  });

  it('leaves the slot empty when a picture is missing, broken or its loader fails', async () => {
    const base = layoutSamples.hcp_ppt_b_004!.zh;
    const withFigure = (url: string): Slide => withFigureUrls(base, () => url);
    const slides = [
      withFigure('/api/files/a/figures/1'),
      withFigure('/api/files/b/figures/1'),
      withFigure('/api/files/c/figures/1'),
    ];
    const loadImage = async (src: string) => {
      if (src.startsWith('/api/files/a')) return null;
      if (src.startsWith('/api/files/b')) return { data: Buffer.from('not a picture'), mime: 'image/png' };
      throw new Error('storage down');
    };
    const { text, slideCount } = await unzip(
      await writeDeckPptx({ title: 't', slides, template: 'general', loadImage }),
    );
    expect(slideCount).toBe(3);
    for (let i = 1; i <= 3; i++) expect(await text(`ppt/slides/slide${i}.xml`)).not.toContain('<p:pic>');
  });

  it('splits an overflowing table over continuation slides', async () => {
    const base = layoutSamples.slide_table_001!.en;
    const rows = Array.from({ length: 40 }, (_, i) => [`Row ${i + 1}`, `${i}`, `${i * 2}`]);
    const slide: Slide = {
      ...base,
      slide_num: 4,
      content: base.content.map((c) =>
        c.type === 'table' && c.json ? { ...c, json: { ...c.json, rows } } : c,
      ),
    };
    expect(resolveSample(slide, 'general').needsSplit).toBe(true);
    const { text, slideCount } = await unzip(
      await writeDeckPptx({ title: 't', slides: [slide], template: 'general', loadImage: noImages }),
    );
    expect(slideCount).toBeGreaterThan(1);
    let all = '';
    for (let i = 1; i <= slideCount; i++) all += await text(`ppt/slides/slide${i}.xml`);
    for (const row of rows) expect(all).toContain(`<a:t>${row[0]}</a:t>`);
  });

  it('applies the company flags as the board does (template swap, company band)', async () => {
    const slides = [layoutSamples.cover_slide_001!.zh, layoutSamples.hcp_ppt_a_034!.zh];
    const input = { title: 't', slides, template: 'medical_template2', loadImage: noImages };
    const plain = await unzip(await writeDeckPptx(input));
    const flagged = await unzip(
      await writeDeckPptx({ ...input, companyTemplate: true, companyElement: true }),
    );
    const t1 = getTheme('medical_template1').colours.primary.slice(1).toUpperCase();
    const t2 = getTheme('medical_template2').colours.primary.slice(1).toUpperCase();
    const layouts = async (u: Awaited<ReturnType<typeof unzip>>) =>
      (await Promise.all(u.zip.file(/^ppt\/slideLayouts\/[^/]+\.xml$/).map((f) => u.text(f.name)))).join('');
    // The cover is drawn in template1's artwork with the company-template flag, in template2's without it.
    expect(await layouts(flagged)).toContain(t1);
    expect(await layouts(plain)).not.toContain(t1);
    expect(await layouts(plain)).toContain(t2);
    for (let i = 1; i <= 2; i++) {
      expect(await flagged.text(`ppt/slides/slide${i}.xml`)).toContain('name="company_band');
      expect(await plain.text(`ppt/slides/slide${i}.xml`)).not.toContain('name="company_band');
    }
  });

  it('leaves out a collapsed panel and draws the panels that took its space, as the board does', async () => {
    const full = layoutSamples.clinical_trial_001!.en;
    const empty = [
      'stratification_factor_1',
      'stratification_factor_2',
      'stratification_factor_3',
      'primary_endpoint',
      'secondary_endpoint',
    ];
    const slide = { ...full, content: full.content.filter((c) => !empty.includes(c.id)) };
    const { text } = await unzip(
      await writeDeckPptx({ title: 't', slides: [full, slide], template: 'general', loadImage: noImages }),
    );
    const [withPanels, collapsed] = [
      await text('ppt/slides/slide1.xml'),
      await text('ppt/slides/slide2.xml'),
    ];
    for (const name of ['strat_panel', 'strat_title', 'endpoints_panel', 'primary_title', 'arrow_a_out']) {
      expect(withPanels, name).toContain(`name="${name}"`);
      expect(collapsed, name).not.toContain(`name="${name}"`);
    }
    // ARM A is as wide as the resolver made it (to the right edge): 520 px at 9525 EMU per px.
    const widths = (xml: string) => shapeXml(xml, 'arm_A')!.match(/<a:ext cx="(\d+)"/)![1];
    expect(widths(withPanels)).toBe(String(300 * 9525));
    expect(widths(collapsed)).toBe(String(520 * 9525));
  });

  it('keeps concurrent exports apart', async () => {
    const a = [layoutSamples.title_only_001!.en];
    const b = [layoutSamples.title_only_001!.zh, layoutSamples.closing_slide_001!.zh];
    const [pa, pb] = await Promise.all([
      writeDeckPptx({ title: 'A deck', slides: a, template: 'general', loadImage: noImages }),
      writeDeckPptx({ title: 'B deck', slides: b, template: 'medical_template1', loadImage: noImages }),
    ]);
    const [ua, ub] = await Promise.all([unzip(pa), unzip(pb)]);
    expect(ua.slideCount).toBe(1);
    expect(ub.slideCount).toBe(2);
    expect(await ua.text('docProps/core.xml')).toContain('<dc:title>A deck</dc:title>');
    expect(await ub.text('docProps/core.xml')).toContain('<dc:title>B deck</dc:title>');
    expect(await ua.text('docProps/core.xml')).toContain('<dc:subject></dc:subject>');
  });
});
