import { DOCUMENT_KINDS, isArticleKind, kindTemplates } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors';
import { KindRegistry, REGISTERED_KINDS } from './registry';
import { tweetsKind } from './tweets/tweets.kind';

describe('KindRegistry', () => {
  it('registers only article kinds the contract lists, each once, with the templates of its contract entry', () => {
    for (const kind of REGISTERED_KINDS) {
      expect(isArticleKind(kind.type), kind.type).toBe(true);
      expect(kind.templates).toEqual(kindTemplates(kind.type));
      expect(kind.needsReportId).toBe(DOCUMENT_KINDS.find((k) => k.type === kind.type)!.needsReportId);
    }
    // Registered in the list's order; each kind adds its one line to REGISTERED_KINDS and nothing here.
    expect(new KindRegistry().types()).toEqual(REGISTERED_KINDS.map((k) => k.type));
    expect(new KindRegistry().types().slice(0, 3)).toEqual([
      'Tweets',
      'PatientEducationPost',
      'ResearchExpress',
    ]);
  });

  it('refuses a kind registered twice', () => {
    expect(() => new KindRegistry([tweetsKind, tweetsKind])).toThrow(/registered twice/);
  });

  it('answers a known kind not registered, and an unknown type, with a 400 carrying code 10030', () => {
    // A registry of one kind, so the kinds registered on this server over time do not change the test.
    const registry = new KindRegistry([tweetsKind]);
    for (const type of [
      'Infographic',
      'MonitorReport',
      'RetrospectiveStudy',
      'ResearchExpress',
      'Nonsense',
    ]) {
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
    expect(registry.require('Tweets').type).toBe('Tweets');
    expect(new KindRegistry().require('RetrospectiveStudy').type).toBe('RetrospectiveStudy');
    expect(new KindRegistry().require('MonitorReport').needsReportId).toBe(true);
  });
});
