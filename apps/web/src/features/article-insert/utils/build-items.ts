import {
  type ArticleComponent,
  type ArticleImage,
  type FetchedMedia,
  randomId,
  type SourceImage,
} from '@prowrite/contracts';
import type { MediaUpload } from '../api/media-schemas';

/**
 * Turns what a dialog produced into the contract's shapes: complete components for the editor to add, and
 * images for the image dialog's answer. Inserted components start with `show_loading` (the editor clears it
 * after about 2 s).
 */

type ArticleVideo = NonNullable<ArticleComponent['contents'][number]['video']>;

function baseComponent(kind: 'quote' | 'image' | 'video', name: string): ArticleComponent {
  return {
    id: randomId(),
    component: kind,
    component_name: name,
    title: name,
    content_str: '',
    contents: [],
    animation: false,
    show_article_num: false,
    show_loading: true,
    double_flag: false,
    article_num: 0,
    nsfw_flag: false,
  };
}

/**
 * Section 3 "Quote": contents [{id quote, type text, value}] with the value as rich text (the typed text
 * escaped, one paragraph per line: a quote's value is rich text, so "p < 0.0001" must reach it as
 * "p &lt; 0.0001" exactly once), content_str the plain text.
 */
export function quoteComponent(text: string, name: string): ArticleComponent {
  return {
    ...baseComponent('quote', name),
    content_str: text,
    contents: [{ id: 'quote', type: 'text', value: quoteTextToRich(text) }],
  };
}

/**
 * A quote picked from the sources: the passage as printed, with its provenance (file, page, the passage as
 * the quote), so its numbers are traced like the writer's.
 */
export function sourcedQuoteComponent(
  passage: { file_id: string; page: number; text: string },
  name: string,
): ArticleComponent {
  return {
    ...quoteComponent(passage.text, name),
    provenance: [
      {
        text: passage.text.slice(0, 2000),
        content_id: 'quote',
        file_id: passage.file_id,
        page: passage.page,
        quote: passage.text.slice(0, 4000),
      },
    ],
  };
}

/** Typed quote text (every character literal) as the rich text a quote stores. */
export function quoteTextToRich(text: string): string {
  return text
    .split('\n')
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join('');
}

export function imageComponent(image: ArticleImage, name: string): ArticleComponent {
  return { ...baseComponent('image', name), contents: [{ id: 'image', type: 'image', image }] };
}

export function videoComponent(video: ArticleVideo, name: string): ArticleComponent {
  return { ...baseComponent('video', name), contents: [{ id: 'video', type: 'video', video }] };
}

function newImage(fields: Partial<ArticleImage> & Pick<ArticleImage, 'url' | 'image_source'>): ArticleImage {
  return {
    id: randomId(),
    uniq_id: randomId(19),
    width: 0,
    height: 0,
    image_title: '',
    image_prefix: '',
    footnote: '',
    image_type: 'image',
    ...fields,
  };
}

export function imageFromUpload(upload: MediaUpload): ArticleImage {
  return newImage({
    url: upload.url,
    width: upload.width,
    height: upload.height,
    image_source: 'local',
    sha1: upload.sha1 || undefined,
  });
}

export function imageFromLink(item: FetchedMedia): ArticleImage {
  return newImage({
    url: item.url,
    width: item.width,
    height: item.height,
    image_source: 'link',
    source: item.source ? { title: item.source.slice(0, 500) } : undefined,
  });
}

export function imageFromAi(
  url: string,
  size: { width: number; height: number },
  prompt: string,
): ArticleImage {
  return newImage({
    url,
    width: size.width,
    height: size.height,
    image_source: 'ai',
    ai_prompt: prompt.slice(0, 2000),
  });
}

/**
 * A figure of a source file: its title, its caption as the footnote, and where it was cropped from (`sha1`
 * is the source file's, read from its detail by the caller when known).
 */
export function imageFromSource(figure: SourceImage, sourceSha1?: string): ArticleImage {
  return newImage({
    url: figure.url,
    width: figure.width,
    height: figure.height,
    image_source: 'file_source',
    image_type: figure.image_type,
    image_title: figure.title.slice(0, 500),
    footnote: textToFootnote(figure.description),
    fid: figure.fid || undefined,
    page_number: figure.page_number >= 1 ? figure.page_number : undefined,
    sha1: sourceSha1 || undefined,
  });
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The footnote is rich text: a plain caption becomes one escaped paragraph (empty stays empty). */
export function textToFootnote(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  return `<p>${escapeText(trimmed.slice(0, 2900))}</p>`;
}

export function videoFromUpload(upload: MediaUpload, duration: number, fileName: string): ArticleVideo {
  return {
    value: upload.url,
    state: 'success',
    video_info: { cover_url: '', duration, file_id: upload.id, media: { duration } },
    source: { url: '', icon: '', title: fileName.slice(0, 500) },
  };
}

export function videoFromLink(item: FetchedMedia, link: string): ArticleVideo {
  return {
    value: item.url,
    state: 'success',
    video_info: {
      cover_url: '',
      duration: item.duration,
      file_id: item.id,
      media: { duration: item.duration },
    },
    source: { url: (item.source || link).slice(0, 2048), icon: '', title: '' },
  };
}
