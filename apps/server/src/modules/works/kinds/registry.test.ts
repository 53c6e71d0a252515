import { DOCUMENT_KINDS, isArticleKind } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors';
import { KindRegistry, REGISTERED_KINDS } from './registry';
import { tweetsKind } from './tweets/tweets.kind';

describe('KindRegistry', () => {
  it('registers only article kinds the contract lists, each once, with a default among its templates', () => {
    for (const kind of REGISTERED_KINDS) {
      expect(isArticleKind(kind.type), kind.type).toBe(true);
      expect(kind.templates).toContain(kind.defaultTemplate);
      expect(kind.needsReportId).toBe(DOCUMENT_KINDS.find((k) => k.type === kind.type)!.needsReportId);
    }
    expect(new KindRegistry().types()).toEqual([
      'Tweets',
      'PatientEducationPost',
      'ResearchExpress',
      'Infographic',
    ]);
  });

  it('refuses a kind registered twice or a default template it does not offer', () => {
    expect(() => new KindRegistry([tweetsKind, tweetsKind])).toThrow(/registered twice/);
    expect(() => new KindRegistry([{ ...tweetsKind, defaultTemplate: 'nope' }])).toThrow(/default template/);
  });

  it('answers a known kind not registered, and an unknown type, with a 400 carrying code 10030', () => {
    const registry = new KindRegistry();
    for (const type of ['MonitorReport', 'RetrospectiveStudy', 'Nonsense']) {
      const error = (() => {
        try {
          registry.require(type);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 400, code: 10030 });
    }
    expect(registry.require('ResearchExpress').type).toBe('ResearchExpress');
  });
});
