/**
 * The media module to other modules (the knowledge base stores and reads its media items with these): the store,
 * byte sniffing, image and MP4 probes. The guarded fetch is its service (media-fetch.service.ts).
 */
export { audioCodec, audioDuration } from './audio-header';
export { IMAGE_HEADER_BYTES, imageSize } from './image-size';
export { bytesSource, type MediaStore } from './media-store';
export { sniffMedia } from './media-sniff';
export { probeMp4 } from './video-probe';
