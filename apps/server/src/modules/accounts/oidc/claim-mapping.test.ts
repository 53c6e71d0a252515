import { describe, expect, it } from 'vitest';
import { claimValues, mapRole, mapTeam } from './claim-mapping';

const teamConfig = {
  teamClaim: 'groups',
  teamMap: { sales: 'team-a', 'sales-emea': 'team-a', lab: 'team-b' },
};
const roleConfig = {
  roleClaim: 'roles',
  roleMap: { readers: 'viewer', writers: 'member', leads: 'admin' } as const,
  defaultRole: 'member' as const,
};

describe('claim mapping', () => {
  it('reads a string or the strings of an array; other shapes carry no values', () => {
    expect(claimValues('a')).toEqual(['a']);
    expect(claimValues(['a', 3, null, 'b'])).toEqual(['a', 'b']);
    expect(claimValues({ a: 'b' })).toEqual([]);
    expect(claimValues(undefined)).toEqual([]);
  });

  it('maps the team claim to exactly one team', () => {
    expect(mapTeam({ groups: 'sales' }, teamConfig)).toBe('team-a');
    expect(mapTeam({ groups: ['all-staff', 'lab'] }, teamConfig)).toBe('team-b');
    // Two values naming the same team are not ambiguous.
    expect(mapTeam({ groups: ['sales', 'sales-emea'] }, teamConfig)).toBe('team-a');
  });

  it('maps nothing, a missing claim, inherited names and two different teams to no team', () => {
    expect(mapTeam({ groups: ['nowhere'] }, teamConfig)).toBeNull();
    expect(mapTeam({}, teamConfig)).toBeNull();
    expect(mapTeam({ groups: ['constructor', 'toString', '__proto__'] }, teamConfig)).toBeNull();
    expect(mapTeam({ groups: ['sales', 'lab'] }, teamConfig)).toBeNull();
    expect(mapTeam({ other: 'sales' }, teamConfig)).toBeNull();
  });

  it('takes the highest mapped role, else the default role', () => {
    expect(mapRole({ roles: ['readers', 'leads', 'writers'] }, roleConfig)).toBe('admin');
    expect(mapRole({ roles: 'readers' }, roleConfig)).toBe('viewer');
    expect(mapRole({ roles: ['unknown', 'hasOwnProperty'] }, roleConfig)).toBe('member');
    expect(mapRole({}, { ...roleConfig, defaultRole: 'viewer' })).toBe('viewer');
  });
});
