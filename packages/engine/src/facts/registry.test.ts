import { describe, expect, it } from 'vitest';
import { extractRegistryId } from './registry';
import { contextFromText } from './testing/doc-from-text';

describe('extractRegistryId', () => {
  it('prefers the id in a registration statement over ids of cited trials', () => {
    const ctx = contextFromText(
      [
        '## Introduction',
        'The EXPAND trial (NCT00678535) tested cetuximab. A second trial NCT00678535 is ongoing.',
        '## Methods',
        'This study is registered with ClinicalTrials.gov, number NCT00824785.',
      ].join('\n\n'),
    );
    const id = extractRegistryId(ctx);
    expect(id?.value).toBe('NCT00824785');
    expect(id?.source.quote).toBe('This study is registered with ClinicalTrials.gov, number NCT00824785.');
  });

  it('takes "this study (id)" in the introduction for the paper\'s own id, over ids of trials it cites', () => {
    const ctx = contextFromText(
      [
        '## Introduction',
        'An earlier trial (NCT00000011) was negative. This study (NCT01372150) is the first of two similar studies.',
        '## Methods',
        'Patients were randomised.',
      ].join('\n\n'),
    );
    expect(extractRegistryId(ctx)?.value).toBe('NCT01372150');
  });

  it('ignores ids that only appear in the reference list', () => {
    const ctx = contextFromText(
      [
        '## Methods',
        'Patients were randomised.',
        '## References',
        '1. Smith J, Doe K. A trial. Lancet 2010;375:1-9. NCT01234567.',
      ].join('\n\n'),
    );
    expect(extractRegistryId(ctx)).toBeNull();
  });

  it('reads other registers and prefers ClinicalTrials.gov when both are given', () => {
    const ctx = contextFromText(
      'This trial is registered as ISRCTN 46020948, and with ClinicalTrials.gov, number NCT00450203.',
    );
    expect(extractRegistryId(ctx)?.value).toBe('NCT00450203');
    expect(extractRegistryId(contextFromText('Trial registration: IRCT20190412043247N2.'))?.value).toBe(
      'IRCT20190412043247N2',
    );
    expect(extractRegistryId(contextFromText('Registered: EudraCT number 2009-012345-21.'))?.value).toBe(
      'EudraCT 2009-012345-21',
    );
    expect(
      extractRegistryId(contextFromText('Registered with UMIN000012345 and ChiCTR-IOR-17013456.'))?.value,
    ).toBe('UMIN000012345');
  });

  it('reads an id split by an invisible character in PDF text', () => {
    expect(extractRegistryId(contextFromText('Trial registration: NCT01\u200B994265.'))?.value).toBe(
      'NCT01994265',
    );
  });

  it('returns null when there is no id', () => {
    expect(extractRegistryId(contextFromText('No registry number here, only 12345678.'))).toBeNull();
  });
  it('reads an id whose label stands in the block before it, over a cited trial in the background', () => {
    const ctx = contextFromText(
      [
        'NCT number:',
        'NCT02564263',
        '## Background',
        'A previous study (NCT01111111) was registered with ClinicalTrials.gov.',
      ].join('\n\n'),
    );
    expect(extractRegistryId(ctx)?.value).toBe('NCT02564263');
  });

  it('reads the Thai, Dutch and other WHO primary registries', () => {
    const id = (text: string) => extractRegistryId(contextFromText(`## Methods\n\n${text}`))?.value;
    expect(id('The trial was registered in the Thai Clinical Trials Registry (TCTR20160429001).')).toBe(
      'TCTR20160429001',
    );
    expect(id('The trial was registered in the Dutch Trial Registry (NTR3396).')).toBe('NTR3396');
    expect(id('Registered at the Sri Lanka Clinical Trials Registry, SLCTR/2019/012.')).toBe(
      'SLCTR/2019/012',
    );
  });
});

describe('registry ids named apart from their register', () => {
  it('reads a bare EudraCT number in a registration statement, over a cited trial in the introduction', () => {
    const text = [
      '## Abstract',
      'The study was registered at EudraCT (2016-004471-18) before enrolment began.',
      '## Introduction',
      'In an earlier trial (NCT01234567), a related agent reduced the outcome.',
      '## Discussion',
      'The earlier trial (NCT01234567) enrolled older patients.',
    ].join('\n\n');
    expect(extractRegistryId(contextFromText(text))?.value).toBe('EudraCT 2016-004471-18');
    expect(
      extractRegistryId(
        contextFromText('Clinical Trial Registration: EudraCT. Unique identifier: 2016-004471-18.'),
      )?.value,
    ).toBe('EudraCT 2016-004471-18');
  });

  it('does not take a date-like or other number of the same shape outside a registration statement', () => {
    expect(extractRegistryId(contextFromText('Batch 2016-004471-18 was used for all infusions.'))).toBeNull();
  });

  it('counts a register named "Register" or by its acronym as a registration statement', () => {
    const text = [
      '## Methods',
      'The trial is listed in the German Clinical Trials Register as DRKS00012345.',
      '## Introduction',
      'A previous trial (NCT01234567) was smaller.',
      '## Discussion',
      'That trial (NCT01234567) used another dose, as did NCT01234567.',
    ].join('\n\n');
    expect(extractRegistryId(contextFromText(text))?.value).toBe('DRKS00012345');
  });
});
