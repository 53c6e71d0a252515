import { describe, expect, it } from 'vitest';
import { defaultTitle, downloadName, exportsSlides, formatOptions } from './export-options';

describe('formatOptions', () => {
  it('offers PNG and DOCX for tweets and patient-education posts, whatever the caller says', () => {
    expect(formatOptions('Tweets')).toEqual(['PNG', 'DOCX']);
    expect(formatOptions('PatientEducationPost', ['PowerPoint'])).toEqual(['PNG', 'DOCX']);
  });

  it("maps the caller's list: PowerPoint to PPT, Doc to PDF, Webpage to DOCX", () => {
    expect(formatOptions('PPT', ['PowerPoint', 'Doc', 'Webpage'])).toEqual(['PPT', 'PDF', 'DOCX']);
    expect(formatOptions('Other', ['Webpage'])).toEqual(['DOCX']);
  });

  it('without a list offers PPT and PDF for decks and research express, PPT otherwise', () => {
    expect(formatOptions('PPT')).toEqual(['PPT', 'PDF']);
    expect(formatOptions('ResearchExpress')).toEqual(['PPT', 'PDF']);
    expect(formatOptions('MonitorReport')).toEqual(['PDF', 'PNG', 'DOCX']);
    expect(formatOptions('Report')).toEqual(['PPT']);
    expect(formatOptions('ResearchExpress', ['Webpage'])).toEqual(['DOCX']);
    expect(formatOptions('PPT', [])).toEqual(['PPT', 'PDF']);
  });

  it('a retrospective study offers its own list, whatever the caller asks', () => {
    expect(formatOptions('RetrospectiveStudy')).toEqual(['PDF', 'DOCX', 'PNG', 'PPT']);
    expect(formatOptions('RetrospectiveStudy', ['Webpage'])).toEqual(['PDF', 'DOCX', 'PNG', 'PPT']);
  });

  it('offers an infographic its own formats (image, one-page PDF, Word) whatever the caller lists', () => {
    expect(formatOptions('Infographic')).toEqual(['PNG', 'PDF', 'DOCX']);
    expect(formatOptions('Infographic', ['PowerPoint'])).toEqual(['PNG', 'PDF', 'DOCX']);
  });
});

describe('exportsSlides', () => {
  it('is true for decks and types no kind names, false for article kinds', () => {
    expect(exportsSlides('PPT')).toBe(true);
    expect(exportsSlides('Other')).toBe(true);
    for (const type of ['Tweets', 'ResearchExpress', 'Infographic'])
      expect(exportsSlides(type), type).toBe(false);
  });
});

describe('defaultTitle', () => {
  it('is the work name, or the first content value its caller gives', () => {
    expect(defaultTitle({ id: '1', name: ' Deck ', type: 'PPT' })).toBe('Deck');
    expect(defaultTitle({ id: '1', name: 'Work', type: 'Tweets', firstContentValue: '标题' })).toBe('标题');
    expect(defaultTitle({ id: '1', name: 'Work', type: 'Tweets', firstContentValue: ' ' })).toBe('Work');
  });
});

describe('downloadName', () => {
  it('keeps UTF-8 and replaces path characters', () => {
    expect(downloadName('试验 / 结果', 'PDF')).toBe('试验 _ 结果.pdf');
    expect(downloadName('a\r\nb', 'PPT')).toBe('ab.pptx');
    expect(downloadName('..', 'DOCX')).toBe('export.docx');
    expect(downloadName('Deck', 'PNG', 3)).toBe('Deck_3.png');
  });
});
