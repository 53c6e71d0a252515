import JSZip from 'jszip';
import type PptxGenJS from 'pptxgenjs';
import { readZip } from './zip';

/** The parts of a package by path: XML as strings, media as bytes. */
export type Parts = Map<string, string | Uint8Array>;

/**
 * Hands over pptxgenjs's parts without zipping them. pptxgenjs can only return a finished zip, and building
 * it (CRC, UTF-8 encoding and copying 2-3 MB of XML in JavaScript) was a third of the export time, only for
 * the package step to unzip it again. So JSZip's generateAsync is wrapped once: for a zip carrying one of our
 * capture markers (in docProps/core.xml) it returns the parts instead. Anything unexpected (another JSZip
 * user, a JSZip whose internals changed) goes the ordinary way, and writeParts then reads the zip, so the
 * shortcut can only make the export slower, never wrong.
 */

const MARKER = /<dc:subject>(PROWRITE-CAPTURE-\d+)<\/dc:subject>/;
const CAPTURED = Symbol('prowrite.pptx.parts');
const pending = new Set<string>();
let counter = 0;
let installed = false;

/** JSZip keeps each file's prepared content (a promise of a string or bytes) in `_data`. */
async function contentOf(file: JSZip.JSZipObject): Promise<string | Uint8Array | null> {
  const data: unknown = await (file as unknown as { _data?: unknown })._data;
  return typeof data === 'string' || data instanceof Uint8Array ? data : null;
}

async function capture(zip: JSZip): Promise<{ [CAPTURED]: Parts } | null> {
  const core = zip.files['docProps/core.xml'];
  const coreXml = core ? await contentOf(core) : null;
  const marker = typeof coreXml === 'string' ? MARKER.exec(coreXml)?.[1] : undefined;
  if (!marker || !pending.has(marker)) return null;
  const parts: Parts = new Map();
  for (const [name, file] of Object.entries(zip.files)) {
    if (file.dir) continue;
    const content = await contentOf(file);
    if (content === null) return null;
    parts.set(name, content);
  }
  return { [CAPTURED]: parts };
}

function install() {
  if (installed) return;
  installed = true;
  const original = JSZip.prototype.generateAsync;
  JSZip.prototype.generateAsync = async function (this: JSZip, ...args: Parameters<typeof original>) {
    return ((await capture(this)) ?? original.apply(this, args)) as never;
  } as typeof original;
}

/** The parts pptxgenjs would zip; the marker it carried in core.xml's subject is cleared. */
export async function writeParts(pptx: PptxGenJS): Promise<Parts> {
  install();
  const marker = `PROWRITE-CAPTURE-${++counter}`;
  pending.add(marker);
  pptx.subject = marker;
  try {
    const out = (await pptx.write({ outputType: 'nodebuffer' })) as unknown;
    const parts =
      out && typeof out === 'object' && CAPTURED in out
        ? (out as { [CAPTURED]: Parts })[CAPTURED]
        : (readZip(out as Buffer) as Parts);
    const core = parts.get('docProps/core.xml');
    const coreXml = typeof core === 'string' ? core : Buffer.from(core ?? []).toString('utf8');
    parts.set(
      'docProps/core.xml',
      coreXml.replace(`<dc:subject>${marker}</dc:subject>`, '<dc:subject></dc:subject>'),
    );
    return parts;
  } finally {
    pending.delete(marker);
  }
}
