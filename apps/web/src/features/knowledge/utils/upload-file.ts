/** File kinds the knowledge base reads as text (the server refuses the others with a message). */
export const KNOWLEDGE_UPLOAD_EXTENSIONS = ['pdf', 'docx', 'txt', 'md'] as const;
export const KNOWLEDGE_UPLOAD_ACCEPT = KNOWLEDGE_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

export type UploadCheck = { ok: true } | { ok: false; reason: 'type' | 'empty' };

/**
 * Refuses before sending what the server would refuse anyway, so the user learns it at once. The size cap
 * is the server's configuration, so it is left to the server's answer.
 */
export function checkUpload(file: { name: string; size: number }): UploadCheck {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(KNOWLEDGE_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return { ok: false, reason: 'type' };
  if (file.size === 0) return { ok: false, reason: 'empty' };
  return { ok: true };
}
