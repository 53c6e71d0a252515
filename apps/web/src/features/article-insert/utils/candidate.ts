import type { ArticleComponent, ArticleImage, FetchedMedia, SourceImage } from '@prowrite/contracts';
import type { MediaUpload } from '../api/media-schemas';
import {
  imageFromAi,
  imageFromLink,
  imageFromSource,
  imageFromUpload,
  videoFromLink,
  videoFromUpload,
} from './build-items';

/** What one tab of an insert dialog has checked, before it becomes an image or a video. */
export type Candidate =
  | { kind: 'upload'; upload: MediaUpload; fileName: string; duration: number }
  | { kind: 'link'; item: FetchedMedia; link: string }
  | { kind: 'ai'; url: string; size: { width: number; height: number }; prompt: string }
  | { kind: 'source'; figure: SourceImage };

/** What a tab tells its dialog: the checked item, whether it is busy (locks confirm), whether to hide confirm. */
export type TabReport = { checked: Candidate | null; busy: boolean; hideConfirm?: boolean };
export const EMPTY_REPORT: TabReport = { checked: null, busy: false };

type ArticleVideo = NonNullable<ArticleComponent['contents'][number]['video']>;

export function candidateToImage(candidate: Candidate, sourceSha1?: string): ArticleImage {
  switch (candidate.kind) {
    case 'upload':
      return imageFromUpload(candidate.upload);
    case 'link':
      return imageFromLink(candidate.item);
    case 'ai':
      return imageFromAi(candidate.url, candidate.size, candidate.prompt);
    case 'source':
      return imageFromSource(candidate.figure, sourceSha1);
  }
}

/** Only uploads and links make videos; other kinds never reach the video dialog. */
export function candidateToVideo(candidate: Candidate): ArticleVideo | null {
  if (candidate.kind === 'upload')
    return videoFromUpload(candidate.upload, candidate.duration, candidate.fileName);
  if (candidate.kind === 'link') return videoFromLink(candidate.item, candidate.link);
  return null;
}

/** A stable key of a candidate (to mark the checked card). */
export function candidateKey(candidate: Candidate): string {
  switch (candidate.kind) {
    case 'upload':
      return `upload:${candidate.upload.id}`;
    case 'link':
      return `link:${candidate.item.id || candidate.item.url}`;
    case 'ai':
      return `ai:${candidate.url}`;
    case 'source':
      return `source:${candidate.figure.url}`;
  }
}
