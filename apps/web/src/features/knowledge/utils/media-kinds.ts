/** The media a knowledge item may be uploaded as; the server decides the real type from the bytes. */
export type MediaKind = 'image' | 'video' | 'audio';

/** What the file picker offers per kind (the server accepts these and refuses the rest with a reason). */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  image: '.png,.jpg,.jpeg,.gif,.webp',
  video: '.mp4,.m4v,.webm',
  audio: '.wav,.mp3,.m4a,.ogg,.opus,.flac',
};
