import { type FakeOpenAiServer, startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorFetch } from '../../../http/outbound/operator-fetch';
import { makeWav } from '../../media/testing/media-fixtures';
import { TranscriptionClient, TranscriptionError } from './transcription-client';

describe('TranscriptionClient (fake OpenAI /audio/transcriptions on 127.0.0.1)', () => {
  let server: FakeOpenAiServer;
  let client: TranscriptionClient;
  const file = { bytes: makeWav(0.5), name: 'memo.wav', mime: 'audio/wav' };

  beforeAll(async () => {
    server = await startFakeOpenAiServer({
      apiKey: 'sk-test',
      transcribe: ({ model }) => `spoken words (${model})`,
    });
    client = new TranscriptionClient({
      baseUrl: server.baseUrl,
      apiKey: 'sk-test',
      model: 'whisper-1',
      fetch: operatorFetch(),
      backoffMs: 1,
    });
  });
  afterAll(() => server.close());

  it('sends the file and model as multipart and answers the text', async () => {
    expect(await client.transcribe(file)).toBe('spoken words (whisper-1)');
    expect(server.transcriptionRequests().at(-1)?.headers.authorization).toBe('Bearer sk-test');
  });

  it('tries again after 5xx and bad JSON, then answers', async () => {
    server.enqueueTranscriptions(
      { type: 'error', status: 503, message: 'overloaded' },
      { type: 'raw', status: 200, body: 'not json' },
    );
    const before = server.transcriptionRequests().length;
    expect(await client.transcribe(file)).toBe('spoken words (whisper-1)');
    expect(server.transcriptionRequests().length - before).toBe(3);
  });

  it('gives up after the tries with a passing error, and fails at once on a 400', async () => {
    server.enqueueTranscriptions(
      ...Array.from({ length: 3 }, () => ({ type: 'error' as const, status: 500, message: 'down' })),
    );
    const passing = await client.transcribe(file).catch((e: unknown) => e);
    expect(passing).toBeInstanceOf(TranscriptionError);
    expect((passing as TranscriptionError).passing).toBe(true);
    expect((passing as Error).message).toMatch(/failed \(500\).*3 tries/);
    server.enqueueTranscriptions({ type: 'error', status: 400, message: 'Invalid file format' });
    const refused = await client.transcribe(file).catch((e: unknown) => e);
    expect((refused as TranscriptionError).passing).toBe(false);
    expect((refused as Error).message).toBe('The transcription service refused the recording (400)');
  });

  it('does not take an answer without text as an empty transcript', async () => {
    server.enqueueTranscriptions(
      ...Array.from({ length: 3 }, () => ({ type: 'raw' as const, status: 200, body: '{"segments": []}' })),
    );
    await expect(client.transcribe(file)).rejects.toThrow(/no transcript text/);
  });
});
