import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedTags, uiLanguageOf } from './ui-language';

const request = (acceptLanguage?: string) =>
  ({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } }) as FastifyRequest;

describe('UI language of a request', () => {
  it('orders Accept-Language tags by weight, keeps ties in order, drops q=0, * and junk', () => {
    expect(acceptedTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-ch', 'fr', 'en', 'de']);
    expect(acceptedTags('de;q=0.5, ja, es')).toEqual(['ja', 'es', 'de']);
    expect(acceptedTags('en;q=0, ja;q=abc, , fr')).toEqual(['fr']);
    expect(acceptedTags(undefined)).toEqual([]);
  });

  it('prefers ?lang=, then the first language we have, reading any Chinese as zh-cn; else zh-cn', () => {
    expect(uiLanguageOf(request('fr'), 'de')).toBe('de');
    expect(uiLanguageOf(request('ko, es-MX;q=0.8, en;q=0.5'), undefined)).toBe('es');
    expect(uiLanguageOf(request('zh-Hant-TW'), undefined)).toBe('zh-cn');
    expect(uiLanguageOf(request('ko, it'), undefined)).toBe('zh-cn');
    expect(uiLanguageOf(request(), undefined)).toBe('zh-cn');
    expect(uiLanguageOf(request('x'.repeat(5000)), undefined)).toBe('zh-cn');
  });
});
