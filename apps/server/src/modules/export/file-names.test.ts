import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cutUtf8, exportFileName, MAX_FILE_NAME_BYTES } from './file-names';

describe('exportFileName', () => {
  it('keeps CJK and ordinary punctuation', () => {
    expect(exportFileName('ORCHID-3 试验结果（2024）', 'pdf')).toBe('ORCHID-3 试验结果（2024）.pdf');
  });

  it('removes path tricks: folders, parent references, backslashes, reserved characters', () => {
    expect(exportFileName('../../etc/passwd', 'pptx')).toBe('etc_passwd.pptx');
    expect(exportFileName('..\\..\\win.ini', 'docx')).not.toMatch(/[\\/]/);
    expect(exportFileName('a:b*c?d"e<f>g|h', 'png')).toBe('a_b_c_d_e_f_g_h.png');
    expect(exportFileName('...', 'pdf')).toBe('export.pdf');
    expect(exportFileName('   ', 'pdf')).toBe('export.pdf');
    expect(exportFileName('CON', 'pdf')).toBe('_CON.pdf');
  });

  it('removes control, bidi and zero-width characters (no header injection)', () => {
    const name = exportFileName('deck\r\nSet-Cookie: x=1\u0000\u202egpj.exe\u200b', 'pdf');
    for (const bad of ['\r', '\n', '\u0000', '\u202e', '\u200b']) expect(name).not.toContain(bad);
    expect(name).toBe('deck Set-Cookie_ x=1gpj.exe.pdf');
  });

  it('cuts a long title to MAX_FILE_NAME_BYTES bytes on a character boundary', () => {
    const name = exportFileName('试'.repeat(2000), 'pptx');
    expect(Buffer.byteLength(name.replace(/\.pptx$/, ''))).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(name).toBe(`${'试'.repeat(50)}.pptx`);
    const emoji = exportFileName('😀'.repeat(100), 'pdf');
    expect(emoji).toBe(`${'😀'.repeat(37)}.pdf`);
    expect(cutUtf8('ab😀', 5)).toBe('ab');
  });
});

describe('attachmentDisposition', () => {
  it('has an ASCII fallback and the UTF-8 name, and cannot be broken by quotes', () => {
    expect(attachmentDisposition('试验 "a".pdf')).toBe(
      `attachment; filename="__ _a_.pdf"; filename*=UTF-8''%E8%AF%95%E9%AA%8C%20%22a%22.pdf`,
    );
    expect(attachmentDisposition("it's (1).pdf")).toContain("filename*=UTF-8''it%27s%20%281%29.pdf");
  });
});
