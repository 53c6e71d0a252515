import type { FileKind } from '@prowrite/contracts';

/** A rectangle in PDF user space of its page (points, origin at the top left after conversion). */
export type Box = { x: number; y: number; width: number; height: number };

export type TextBlock = {
  /** 1-based page number. */
  page: number;
  text: string;
  box: Box | null;
  kind: 'heading' | 'paragraph' | 'caption' | 'list-item' | 'table-cell';
  /** The section heading this block sits under ('' before the first heading). */
  section: string;
};

export type SourceTable = {
  page: number;
  title: string;
  rows: string[][];
  box: Box | null;
  /** The notes printed under the table (footnote definitions, "Values are mean ± SD"); PDFs only. */
  notes?: string[];
};

export type SourceFigure = {
  page: number;
  caption: string;
  box: Box | null;
  /** PNG bytes of the crop, when it could be produced. */
  png: Uint8Array | null;
};

export type SourcePage = {
  number: number;
  width: number;
  height: number;
  /** The page's text in reading order, normalised; every provenance quote is a substring of this. */
  text: string;
  /** The page is a scan: its text was read by OCR (Tesseract), not from a text layer. */
  ocr?: boolean;
};

export type SourceDocument = {
  fileId: string;
  name: string;
  kind: FileKind;
  title: string;
  pages: SourcePage[];
  blocks: TextBlock[];
  sections: { title: string; page: number }[];
  tables: SourceTable[];
  figures: SourceFigure[];
  references: string[];
  /**
   * Running heads and footers of the first pages, left out of `pages` text as page furniture. They often carry
   * the paper's own citation (journal, year, volume, pages, DOI); PDFs only.
   */
  runningText?: { page: number; text: string }[];
  /** Things a reader should know about this parse (pages that could not be read, figures not cropped). */
  warnings?: string[];
};

export type SourceInput = {
  bytes: Uint8Array;
  fileId: string;
  kind: FileKind;
  name: string;
};

/** An input the engine cannot read (encrypted, no text layer, corrupt, too large): its message is shown to users. */
export class UnreadableSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableSourceError';
  }
}
