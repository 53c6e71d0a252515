import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths inside the app', () => {
    expect(safeRedirect('/console')).toBe('/console');
    expect(safeRedirect('/console?tab=users#top')).toBe('/console?tab=users#top');
  });

  it('refuses other hosts, schemes and the login page itself', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'console',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?redirect=/x',
    ]) {
      expect(safeRedirect(bad), String(bad)).toBe('/');
    }
  });
});

describe('loginPathFor', () => {
  it('remembers the target, except the home page', () => {
    expect(loginPathFor({ pathname: '/console' })).toBe('/login?redirect=%2Fconsole');
    expect(loginPathFor({ pathname: '/console', search: '?a=1' })).toBe('/login?redirect=%2Fconsole%3Fa%3D1');
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
  });
});
