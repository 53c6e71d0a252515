import { bizchatAuthFor, READ_PERMISSION } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { mayVisit, requiredReadArea } from './route-permissions';

describe('route permissions', () => {
  it('names the read bit of each guarded screen, including nested paths and a trailing slash', () => {
    expect(requiredReadArea('/app/knowledge-base')).toBe('knowledge');
    expect(requiredReadArea('/app/knowledge-base/')).toBe('knowledge');
    expect(requiredReadArea('/knowledge')).toBe('knowledge');
    expect(requiredReadArea('/console')).toBe('console');
    expect(requiredReadArea('/console/teams')).toBe('console');
    expect(requiredReadArea('/layouts')).toBe('console');
    expect(requiredReadArea('/works')).toBe('works');
    expect(requiredReadArea('/decks/abc')).toBe('works');
    expect(requiredReadArea('/articles/abc')).toBe('works');
    expect(requiredReadArea('/chat-text')).toBe('chat');
    expect(requiredReadArea('/chat-pdf')).toBe('chat');
    expect(requiredReadArea('/medpilot')).toBe('medpilot');
  });

  it('leaves home, the no-permission page and unknown paths open; a prefix alone is not a match', () => {
    for (const p of [
      '/',
      '/no-permission',
      '/nowhere',
      '/consoles',
      '/worksheet',
      '/app/knowledge-bases',
      '/knowledges',
      '/medpilots',
    ]) {
      expect(requiredReadArea(p)).toBeNull();
    }
  });

  it('decides by the bits: a viewer reads chat and works, not the knowledge base or the console', () => {
    const viewer = bizchatAuthFor('viewer');
    expect(mayVisit(viewer, '/chat-text')).toBe(true);
    expect(mayVisit(viewer, '/works')).toBe(true);
    expect(mayVisit(viewer, '/app/knowledge-base')).toBe(false);
    expect(mayVisit(viewer, '/knowledge')).toBe(false);
    expect(mayVisit(viewer, '/console')).toBe(false);
    expect(mayVisit(viewer, '/')).toBe(true);
    const member = bizchatAuthFor('member');
    expect(mayVisit(member, '/app/knowledge-base')).toBe(true);
    expect(mayVisit(member, '/knowledge')).toBe(true);
    expect(mayVisit(member, '/layouts')).toBe(false);
    const admin = bizchatAuthFor('admin');
    expect(['/console', '/layouts', '/app/knowledge-base', '/works'].every((p) => mayVisit(admin, p))).toBe(
      true,
    );
  });

  it('reads single bits, not roles: the knowledge bit alone opens the knowledge base only', () => {
    const knowledgeOnly = { read_permission: READ_PERMISSION.knowledge };
    expect(mayVisit(knowledgeOnly, '/app/knowledge-base')).toBe(true);
    expect(mayVisit(knowledgeOnly, '/works')).toBe(false);
    expect(mayVisit(knowledgeOnly, '/chat-text')).toBe(false);
    expect(mayVisit({ read_permission: 0 }, '/')).toBe(true);
  });

  it('opens medical inquiry to the trial role and the administrator, not to a plain member', () => {
    expect(mayVisit(bizchatAuthFor('nai'), '/medpilot')).toBe(true);
    expect(mayVisit(bizchatAuthFor('admin'), '/medpilot')).toBe(true);
    expect(mayVisit(bizchatAuthFor('member'), '/medpilot')).toBe(false);
  });
});
