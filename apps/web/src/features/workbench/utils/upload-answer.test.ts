import { describe, expect, it } from 'vitest';
import { looksLikeSource, readUploadAnswer } from './upload-answer';

const file = { id: 'f1', name: 'a.pdf', sha1: 'x', size: 3, mime: 'application/pdf', kind: 'pdf', pages: 2 };

describe('readUploadAnswer', () => {
  it('returns the file of a successful upload', () => {
    const answer = readUploadAnswer(
      200,
      JSON.stringify({ status: 'success', data: file, message: 'success' }),
    );
    expect(answer).toEqual({ ok: true, file });
  });

  it("keeps the server's message for 400 and 413", () => {
    expect(
      readUploadAnswer(
        413,
        JSON.stringify({ status: 'error', message: 'File is larger than 50 MB', code: 0 }),
      ),
    ).toEqual({ ok: false, status: 413, message: 'File is larger than 50 MB' });
    expect(readUploadAnswer(400, JSON.stringify({ code: 0, msg: 'Unsupported file type' }))).toEqual({
      ok: false,
      status: 400,
      message: 'Unsupported file type',
    });
  });

  it('falls back to the HTTP status for bodies that are not JSON or lack a file', () => {
    expect(readUploadAnswer(502, '<html>Bad gateway</html>')).toEqual({
      ok: false,
      status: 502,
      message: 'HTTP 502',
    });
    expect(readUploadAnswer(200, JSON.stringify({ status: 'success' }))).toEqual({
      ok: false,
      status: 200,
      message: 'HTTP 200',
    });
    expect(readUploadAnswer(200, '')).toMatchObject({ ok: false });
  });
});

describe('looksLikeSource', () => {
  it('accepts PDF, DOCX, TXT and Markdown names', () => {
    expect(['a.PDF', 'b.docx', 'c.txt', 'd.md', 'e.markdown'].every(looksLikeSource)).toBe(true);
    expect(['a.doc', 'b.png', 'c', 'pdf'].some(looksLikeSource)).toBe(false);
  });
});
