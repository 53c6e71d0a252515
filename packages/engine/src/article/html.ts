/** Source text is plain text: escaped before it goes inside the rich-text markup the editor reads. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Paragraphs as rich text: one `<p>` each, text escaped. */
export function paragraphsHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
}

/** The text a reader sees in rich text (tags dropped, the entities the writer uses decoded). */
export function plainText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
