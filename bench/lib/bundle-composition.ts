/**
 * What the web build's chunks are made of: every minified byte is attributed, through the source map, to
 * the source file it came from; a chunk's gzip size is shared out in proportion. Prints, per chunk (or only
 * the chunks given), the heaviest packages and files.
 * Run: build with source maps (`npx vite build --sourcemap --outDir /tmp/web-maps` in apps/web), then
 * `npx tsx bench/lib/bundle-composition.ts /tmp/web-maps [chunk-name-prefix ...]`.
 * A diagnostic, not a figure: the gzip share is an estimate (compression is not additive).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface SourceMap {
  sources: string[];
  mappings: string;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one mappings segment (base64 VLQ) into its numbers. */
function decodeSegment(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = B64_INDEX.get(c) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Bytes of generated code per source index (unmapped bytes under -1). */
export function bytesBySource(code: string, map: SourceMap): Map<number, number> {
  const lines = code.split('\n');
  const bytes = new Map<number, number>();
  const add = (k: number, n: number) => bytes.set(k, (bytes.get(k) ?? 0) + n);
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    let column = 0;
    let previous: { column: number; source: number } | null = null;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      const mapped = fields.length >= 4;
      if (mapped) source += fields[1] ?? 0;
      if (previous) add(previous.source, column - previous.column);
      else add(-1, column);
      previous = { column, source: mapped ? source : -1 };
    }
    if (previous) add(previous.source, text.length - previous.column);
    else add(-1, text.length);
  });
  return bytes;
}

/** The original source, line and column (1-based line) of a generated position (0-based line and column). */
export function originalAt(map: SourceMap, line: number, column: number): string {
  let source = 0;
  let origLine = 0;
  let origColumn = 0;
  let best = '(unmapped)';
  map.mappings.split(';').forEach((text, lineIndex) => {
    let generated = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const f = decodeSegment(segment);
      generated += f[0] ?? 0;
      if (f.length < 4) continue;
      source += f[1] ?? 0;
      origLine += f[2] ?? 0;
      origColumn += f[3] ?? 0;
      if (lineIndex === line && generated <= column)
        best = `${map.sources[source]}:${origLine + 1}:${origColumn}`;
    }
  });
  return best;
}

/** "antd/es/button", "@ant-design/icons", "apps/web/src/..." — a readable owner of a source path. */
export function ownerOf(source: string): { pkg: string; file: string } {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? source);
    return { pkg, file: rest.join('/') };
  }
  const rel = source.replace(/^(\.\.\/)+/, '');
  const parts = rel.split('/');
  const pkg = parts[0] === 'packages' || parts[0] === 'apps' ? `${parts[0]}/${parts[1]}` : (parts[0] ?? rel);
  return { pkg, file: rel };
}

function main(): void {
  const [dir, ...prefixes] = process.argv.slice(2);
  if (dir === '--at') {
    // --at <dist dir> <chunk file>:<line>:<column> ... (positions as the bench's CPU profile prints them)
    const [dist, ...positions] = prefixes;
    for (const position of positions) {
      const [chunk, line, column] = position.split(':');
      const map = JSON.parse(readFileSync(path.join(dist!, 'assets', `${chunk}.map`), 'utf8')) as SourceMap;
      console.log(`${position} -> ${originalAt(map, Number(line), Number(column))}`);
    }
    return;
  }
  if (!dir) throw new Error('usage: bundle-composition <dist dir with .map files> [chunk prefix ...]');
  const assets = path.join(dir, 'assets');
  const chunks = readdirSync(assets).filter(
    (f) => f.endsWith('.js') && (prefixes.length === 0 || prefixes.some((p) => f.startsWith(p))),
  );
  for (const chunk of chunks) {
    const code = readFileSync(path.join(assets, chunk), 'utf8');
    let map: SourceMap;
    try {
      map = JSON.parse(readFileSync(path.join(assets, `${chunk}.map`), 'utf8')) as SourceMap;
    } catch {
      continue;
    }
    const gzip = gzipSync(code).length;
    const bySource = bytesBySource(code, map);
    const byPkg = new Map<string, number>();
    const byFile = new Map<string, number>();
    for (const [index, n] of bySource) {
      const { pkg, file } =
        index < 0 ? { pkg: '(unmapped)', file: '(unmapped)' } : ownerOf(map.sources[index]!);
      byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + n);
      byFile.set(file, (byFile.get(file) ?? 0) + n);
    }
    const kb = (n: number) => ((n / code.length) * gzip) / 1024;
    const top = (m: Map<string, number>, count: number) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([k, n]) => `    ${kb(n).toFixed(1).padStart(6)} KB  ${k}`);
    console.log(`${chunk}: ${(gzip / 1024).toFixed(1)} KB gzip, ${(code.length / 1024).toFixed(0)} KB raw`);
    console.log(['  by package:', ...top(byPkg, 8), '  by file:', ...top(byFile, 12)].join('\n'));
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();
