import { describe, expect, it } from 'vitest';
import { audioCodec, audioDuration } from './audio-header';
import { sniffMedia } from './media-sniff';
import { makeJpeg, makeMp4, makeWav } from './testing/media-fixtures';

/** The audio path of the one sniffer, with the header's codec as the knowledge base records it. */
function sniffAudio(bytes: Uint8Array, name = '') {
  const sniffed = sniffMedia(bytes, name, '', 'audio');
  return sniffed.ok ? { ...sniffed, codec: audioCodec(sniffed.kind, bytes) } : sniffed;
}

describe('sniffMedia for audio', () => {
  it('reads WAV from its bytes with codec and duration', () => {
    const wav = makeWav(3, 16000);
    const sniffed = sniffAudio(wav, 'talk.wav');
    expect(sniffed).toMatchObject({ ok: true, kind: 'wav', mime: 'audio/wav', codec: 'pcm' });
    expect(audioDuration('wav', wav, wav.length)).toBe(3);
  });

  it('knows MP3, OGG/Opus, FLAC and M4A by their signatures', () => {
    expect(sniffAudio(Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'))).toMatchObject({
      kind: 'mp3',
    });
    expect(sniffAudio(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toMatchObject({ kind: 'mp3' });
    const ogg = Buffer.concat([
      Buffer.from('OggS', 'latin1'),
      Buffer.alloc(24),
      Buffer.from('OpusHead', 'latin1'),
    ]);
    expect(sniffAudio(ogg)).toMatchObject({ kind: 'ogg', codec: 'opus' });
    const flac = Buffer.alloc(42);
    flac.write('fLaC', 0, 'latin1');
    // STREAMINFO: 44100 Hz, 441000 samples = 10 s.
    flac[18] = 44100 >> 12;
    flac[19] = (44100 >> 4) & 0xff;
    flac[20] = (44100 & 0x0f) << 4;
    flac.writeUInt32BE(441000, 22);
    expect(sniffAudio(flac)).toMatchObject({ kind: 'flac' });
    expect(audioDuration('flac', flac, flac.length)).toBe(10);
    const m4a = Buffer.alloc(16);
    m4a.writeUInt32BE(16, 0);
    m4a.write('ftypM4A ', 4, 'latin1');
    expect(sniffAudio(m4a)).toMatchObject({ kind: 'm4a', mime: 'audio/mp4' });
  });

  it('refuses other bytes, an empty file, and bytes that contradict the extension', () => {
    expect(sniffAudio(Buffer.alloc(0))).toEqual({ ok: false, reason: 'The file is empty' });
    expect(sniffAudio(Buffer.from('hello'))).toMatchObject({ ok: false, reason: /Unsupported audio type/ });
    expect(sniffAudio(makeMp4({ seconds: 1, width: 2, height: 2 }))).toMatchObject({ ok: false });
    expect(sniffAudio(makeWav(1), 'song.mp3')).toMatchObject({
      ok: false,
      reason: /does not match its \.mp3 extension/,
    });
    expect(sniffAudio(makeWav(1), 'talk.wav')).toMatchObject({ ok: true, category: 'audio' });
    expect(sniffAudio(makeJpeg(2, 2), 'photo.jpg')).toMatchObject({ reason: /Unsupported audio type/ });
  });

  it('keeps audio out of the image and video path', () => {
    expect(sniffMedia(makeWav(1))).toMatchObject({ ok: false, reason: /Unsupported media type/ });
    const m4a = Buffer.alloc(24);
    m4a.writeUInt32BE(24, 0);
    m4a.write('ftypM4A \u0000\u0000\u0000\u0000isom', 4, 'latin1');
    expect(sniffMedia(m4a)).toMatchObject({ ok: false });
    expect(sniffMedia(m4a, '', '', 'audio')).toMatchObject({ ok: true, kind: 'm4a' });
  });
});
