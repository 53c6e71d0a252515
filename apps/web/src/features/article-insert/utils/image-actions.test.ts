import { describe, expect, it } from 'vitest';
import { imageMenuActions } from './image-actions';

describe('imageMenuActions', () => {
  it('offers the screenshot only for source figures with a file id, regenerate only for AI images', () => {
    expect(imageMenuActions({ image_source: 'file_source', fid: 'f1' })).toEqual([
      'screenshot',
      'retitle',
      'replace',
      'remove',
    ]);
    expect(imageMenuActions({ image_source: 'file_source' })).toEqual(['retitle', 'replace', 'remove']);
    expect(imageMenuActions({ image_source: 'ai' })).toEqual(['regenerate', 'remove']);
    expect(imageMenuActions({ image_source: 'run_ai' })).toEqual(['regenerate', 'remove']);
    expect(imageMenuActions({ image_source: 'local', fid: 'x' })).toEqual(['replace', 'remove']);
    expect(imageMenuActions({ image_source: 'link' })).toEqual(['replace', 'remove']);
  });
});
