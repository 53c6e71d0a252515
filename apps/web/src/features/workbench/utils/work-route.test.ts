import { describe, expect, it } from 'vitest';
import { templatesFor, workPath } from './work-route';

describe('work routes and templates', () => {
  it('opens decks on the board and articles in the article editor', () => {
    expect(workPath('a b', 'PPT')).toBe('/decks/a%20b');
    expect(workPath('x', 'Tweets')).toBe('/articles/x');
    expect(workPath('x', 'PatientEducationPost')).toBe('/articles/x');
  });

  it('offers five Tweets templates and three patient-education templates', () => {
    expect(templatesFor('Tweets')).toHaveLength(5);
    expect(templatesFor('PatientEducationPost')).toHaveLength(3);
    expect(templatesFor('PPT')).toContain('medical_template1');
  });
});
