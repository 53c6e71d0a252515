const IMAGE_SRC = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|jpg|gif|webp|svg\+xml);base64,)/i;
const LINK_HREF = /^https?:\/\//i;

/** Image sources a renderer may load: http(s), same-origin paths and base64 image data. */
export function safeImageSrc(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && IMAGE_SRC.test(v) ? v : undefined;
}

/** Reference links: http(s) only (no javascript: or data: targets). */
export function safeLinkHref(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && LINK_HREF.test(v) ? v : undefined;
}
