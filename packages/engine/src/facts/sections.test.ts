import { describe, expect, it } from 'vitest';
import { classifyPart, classifySection, KNOWN_HEADING, runInLabel } from './sections';
import { contextFromText } from './testing/doc-from-text';

describe('classifySection', () => {
  it.each([
    ['Abstract', 'abstract'],
    ['Summary', 'abstract'],
    ['Abstract › Results', 'abstract'],
    ['Introduction', 'introduction'],
    ['1. Introduction', 'introduction'],
    ['BACKGROUND', 'introduction'],
    ['2. Methods', 'methods'],
    ['2.3 Statistical analysis', 'methods'],
    ['II. MATERIALS AND METHODS', 'methods'],
    ['Study Design', 'methods'],
    ['Study Population', 'methods'],
    ['Statistical Considerations', 'methods'],
    ['Treatment Plan', 'methods'],
    ['Analyses', 'methods'],
    ['2.7 Data analysis', 'methods'],
    ['Results of the subgroup analyses', 'results'],
    ['3 Results', 'results'],
    ['Findings', 'results'],
    ['Baseline characteristics', 'results'],
    ['4. Discussion', 'discussion'],
    ['Interpretation', 'conclusion'],
    ['CONCLUSIONS', 'conclusion'],
    ['Synopsis', 'synopsis'],
    ['Protocol Summary', 'synopsis'],
    ['Synopsis › Objectives', 'synopsis'],
    ['Objectives', 'objectives'],
    ['Primary Objective', 'objectives'],
    ['Secondary Objectives', 'objectives'],
    ['Study objectives and endpoints', 'objectives'],
    ['References', 'references'],
    ['Acknowledgements', 'backmatter'],
    ['', 'front'],
  ])('%s is %s', (title, kind) => {
    expect(classifySection(title)).toBe(kind);
  });

  it('names the innermost part of a path', () => {
    expect(classifyPart('Abstract › Results')).toBe('results');
    expect(classifyPart('Abstract › Trial registration')).toBe('methods');
    expect(classifyPart('Synopsis › Primary Objective')).toBe('objectives');
    expect(classifyPart('Methods')).toBe('methods');
  });

  it('knows protocol and journal headings as heading lines', () => {
    for (const line of [
      'Synopsis',
      'Primary Objective',
      'Study Population',
      'Statistical Considerations',
      'Treatment Plan',
      'Methods and results',
      'Aims',
      'Research in context',
      'Conclusions and Relevance',
    ]) {
      expect(KNOWN_HEADING.test(line), line).toBe(true);
    }
    expect(KNOWN_HEADING.test('Results were similar in both groups')).toBe(false);
  });
});

describe('runInLabel', () => {
  it.each([
    ['BACKGROUND Whether the drug works is unknown.', 'Background'],
    ['RESULTS Among 300 patients, the hazard ratio was 0.72.', 'Results'],
    ['Methods: We randomly assigned 300 patients.', 'Methods'],
    ['Results. Overall, 300 patients were enrolled.', 'Results'],
    ['Findings Between May 15, 2009, and July 8, 2014, we screened 436 patients.', 'Findings'],
    ['Interpretation Spironolactone was the most effective drug.', 'Interpretation'],
    ['MAIN OUTCOMES AND MEASURES The primary outcome was death.', 'Main outcomes and measures'],
    [
      'DESIGN, SETTING, AND PARTICIPANTS This randomized trial enrolled adults.',
      'Design, setting, and participants',
    ],
    ['Trial registration ClinicalTrials.gov NCT01234567.', 'Trial registration'],
  ])('%s opens the part %s', (text, label) => {
    expect(runInLabel(text)).toBe(label);
  });

  it.each([
    'Results were similar in the two groups.',
    'Methods of randomisation differed between centres.',
    'Background rates of infection were low.',
    'The results are shown in Table 2.',
    'Designers of the trial chose a placebo.',
  ])('%s is ordinary prose', (text) => {
    expect(runInLabel(text)).toBeNull();
  });
});

describe('sections in the document context', () => {
  it('tags the parts of a structured abstract and keeps them in the abstract', () => {
    const ctx = contextFromText(
      [
        'BACKGROUND Whether the drug lowers blood pressure is unknown.',
        '',
        'METHODS We randomly assigned 300 patients to the drug or placebo.',
        '',
        'RESULTS The hazard ratio was 0.72 (95% CI, 0.55 to 0.94).',
        '',
        'CONCLUSIONS The drug lowered blood pressure.',
        '',
        'Introduction',
        '',
        'Another trial (NCT00000001) found no effect.',
      ].join('\n'),
      'txt',
    );
    const of = (needle: string) => ctx.sentences.find((s) => s.text.includes(needle))!;
    expect(of('hazard ratio')).toMatchObject({ kind: 'abstract', part: 'results' });
    expect(of('randomly assigned')).toMatchObject({ kind: 'abstract', part: 'methods' });
    expect(of('Another trial')).toMatchObject({ kind: 'introduction', part: 'introduction' });
    expect(of('hazard ratio').weight).toBeGreaterThan(of('Another trial').weight);
  });

  it('reads protocol sections: synopsis, objectives, population, statistics', () => {
    const ctx = contextFromText(
      [
        '# Synopsis',
        '',
        'A phase 3 trial of drug X in 400 adults.',
        '',
        '# Primary Objective',
        '',
        'To compare overall survival between the arms.',
        '',
        '# Study Population',
        '',
        'Adults with untreated disease.',
        '',
        '# Statistical Considerations',
        '',
        'A sample of 400 patients gives 80% power.',
      ].join('\n'),
    );
    const kindOf = (needle: string) => ctx.sentences.find((s) => s.text.includes(needle))!.kind;
    expect(kindOf('phase 3')).toBe('synopsis');
    expect(kindOf('overall survival')).toBe('objectives');
    expect(kindOf('untreated disease')).toBe('methods');
    expect(kindOf('80% power')).toBe('methods');
  });
});

describe('subsections of the methods and the results', () => {
  it.each([
    ['Results › Primary Outcome', 'results'],
    ['3. Results › 3.2 Primary Outcome', 'results'],
    ['Results › Patients', 'results'],
    ['Results › Study Population', 'results'],
    ['Methods › Outcomes', 'methods'],
    ['Methods › Safety', 'methods'],
    ['Methods › Efficacy End Points', 'methods'],
    // A main part or a subsection of another kind keeps its own kind.
    ['Methods › Results', 'results'],
    ['Results › Limitations', 'discussion'],
    ['Discussion › Primary Outcome', 'methods'],
  ])('%s is %s', (path, kind) => {
    expect(classifySection(path)).toBe(kind);
  });

  it('reads sentences under a subheading of the results as results, wherever the subheading appears', () => {
    const ctx = contextFromText(
      [
        '# Methods',
        '## Primary Outcome',
        'The primary outcome was remission at week 8.',
        '# Results',
        '## Primary Outcome',
        'Remission occurred in 45.7% of the drugex group and 1.5% of the placebo group.',
        '## Safety',
        'Adverse events occurred in 12% and 10%.',
        '# Discussion',
        'Drugex worked.',
      ].join('\n\n'),
    );
    const kindOf = (start: string) => ctx.sentences.find((s) => s.text.startsWith(start))?.kind;
    expect(kindOf('The primary outcome was')).toBe('methods');
    expect(kindOf('Remission occurred')).toBe('results');
    expect(kindOf('Adverse events')).toBe('results');
    expect(kindOf('Drugex worked')).toBe('discussion');
  });
});
