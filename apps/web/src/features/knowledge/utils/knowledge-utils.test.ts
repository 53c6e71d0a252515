import type { KnowledgeItem } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-label';
import { formatScore } from './format-score';
import { isSettled, pollInterval, retryable, statusView } from './item-status';
import { listFilterQuery, typeCountsLine } from './list-filter';
import { checkUpload } from './upload-file';

const item = (over: Partial<KnowledgeItem>): KnowledgeItem => ({
  id: 'k1',
  session_id: 's',
  name: 'Trial abstract',
  type: 'txt',
  status: 'wait',
  schedule: 0,
  is_allow_retry: false,
  err_msg: '',
  url: '',
  tags: [],
  summary: '',
  sha1: '',
  edit_flag: false,
  edit_draft: '',
  check_status: 0,
  thumbnails_url: '',
  c_id: '0',
  size: 0,
  enable_flag: true,
  name_update_flag: false,
  chunk_type: 0,
  chunk_count: 0,
  caption: '',
  media: null,
  web_sources: [],
  file_id: null,
  stuck: false,
  created_at: 0,
  updated_at: 0,
  ...over,
});

describe('statusView', () => {
  it('maps each status to its tag; errors carry the server message', () => {
    expect(statusView(item({ status: 'initial' }))).toEqual({
      tone: 'default',
      label: 'knowledge.status.wait',
      reason: null,
    });
    expect(statusView(item({ status: 'inProgress' })).tone).toBe('processing');
    expect(statusView(item({ status: 'success' })).tone).toBe('success');
    expect(statusView(item({ status: 'error', err_msg: 'The PDF has no text layer' }))).toEqual({
      tone: 'error',
      label: 'knowledge.status.error',
      reason: { text: 'The PDF has no text layer' },
    });
    expect(statusView(item({ status: 'error' })).reason).toBeNull();
  });

  it('shows a stuck item as a warning naming why, whatever its status', () => {
    expect(statusView(item({ status: 'inProgress', stuck: true }))).toEqual({
      tone: 'warning',
      label: 'knowledge.status.stuck',
      reason: { key: 'knowledge.stuck.inProgress' },
    });
    expect(statusView(item({ status: 'wait', stuck: true })).reason).toEqual({
      key: 'knowledge.stuck.waiting',
    });
    // A final status wins over a stale stuck flag.
    expect(statusView(item({ status: 'success', stuck: true })).tone).toBe('success');
  });
});

describe('polling', () => {
  it('polls while any item is not settled and stops when all are', () => {
    expect(isSettled(item({ status: 'error' }))).toBe(true);
    expect(isSettled(item({ status: 'inProgress' }))).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
    expect(pollInterval([])).toBe(false);
    expect(pollInterval([item({ status: 'success' }), item({ status: 'error' })])).toBe(false);
    expect(pollInterval([item({ status: 'success' }), item({ status: 'wait' })], 1500)).toBe(1500);
    expect(pollInterval([item({ status: 'inProgress', stuck: true })])).toBe(2000);
  });
});

describe('retryable', () => {
  it('keeps failed items the server allows to retry and stuck ones', () => {
    const picked = retryable([
      item({ id: 'a', status: 'error', is_allow_retry: true }),
      item({ id: 'b', status: 'error', is_allow_retry: false }),
      item({ id: 'c', status: 'inProgress', stuck: true }),
      item({ id: 'd', status: 'success' }),
      item({ id: 'e', status: 'wait' }),
    ]);
    expect(picked.map((i) => i.id)).toEqual(['a', 'c']);
  });
});

describe('checkUpload', () => {
  it('accepts PDF, DOCX, TXT and MD whatever the case of the extension', () => {
    for (const name of ['paper.pdf', 'Report.DOCX', 'notes.txt', 'README.Md', 'a.b.pdf']) {
      expect(checkUpload({ name, size: 10 }), name).toEqual({ ok: true });
    }
  });

  it('refuses other kinds, names without an extension and empty files', () => {
    for (const name of ['slides.pptx', 'old.doc', 'pdf', '.pdf', 'image.png', 'archive.pdf.zip']) {
      expect(checkUpload({ name, size: 10 }), name).toEqual({ ok: false, reason: 'type' });
    }
    expect(checkUpload({ name: 'empty.txt', size: 0 })).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('categoryLabel', () => {
  const custom = { id: 'c1', name: '心血管', en_name: 'Cardiology' };
  it('names the default category with the translated label', () => {
    expect(categoryLabel({ id: '0', name: 'No category', en_name: 'No category' }, 'zh-cn', '未分类')).toBe(
      '未分类',
    );
  });
  it('uses the English name in English when there is one', () => {
    expect(categoryLabel(custom, 'en', '-')).toBe('Cardiology');
    expect(categoryLabel(custom, 'zh-cn', '-')).toBe('心血管');
    expect(categoryLabel({ ...custom, en_name: ' ' }, 'en', '-')).toBe('心血管');
  });
});

describe('formatScore', () => {
  it('rounds for reading and never prints NaN', () => {
    expect(formatScore(0.0327868)).toBe('0.033');
    expect(formatScore(7.25)).toBe('7.250');
    expect(formatScore(123.456)).toBe('123.5');
    expect(formatScore(Number.NaN)).toBe('—');
  });
});

describe('listFilterQuery', () => {
  it('sends a status, the stuck flag, or nothing, always with the order', () => {
    expect(listFilterQuery('all', 'updated_at')).toEqual({ order: 'updated_at' });
    expect(listFilterQuery('error', 'created_at')).toEqual({ order: 'created_at', status: 'error' });
    expect(listFilterQuery('stuck', 'updated_at')).toEqual({ order: 'updated_at', stuck: '1' });
  });
});

describe('typeCountsLine', () => {
  it('lists non-empty types, the largest first', () => {
    expect(typeCountsLine({ link: 1, file: 0, txt: 2, doc: 1 })).toBe('txt 2 · doc 1 · link 1');
    expect(typeCountsLine({})).toBe('');
  });
});
