import { describe, expect, it } from 'vitest';
import { htmlToReferences, isEmptyRichText, plainToRich, referencesToHtml, richToPlain } from './rich-text';
import {
  articleLook,
  articleNumber,
  fontSizes,
  showArticleNumbers,
  templateClass,
  themeVars,
  videoDuration,
} from './theme';

describe('rich text', () => {
  it('is empty when blank, a line break, or only tags and non-breaking spaces', () => {
    for (const v of ['', '   ', '<br>', '<p></p>', '<p>&nbsp;</p>', '<p><br/></p>', '<p>\u00a0</p>'])
      expect(isEmptyRichText(v)).toBe(true);
    expect(isEmptyRichText('<p>a</p>')).toBe(false);
  });

  it('turns plain values into paragraphs (escaped) and leaves markup alone', () => {
    expect(plainToRich('a<b\nc')).toBe('<p>a&lt;b</p><p>c</p>');
    expect(plainToRich('<p>x</p>')).toBe('<p>x</p>');
    expect(richToPlain('<p>a &amp; b</p><p>c</p>')).toBe('a & b\nc');
  });

  it('never escapes a stored value twice: entities of a tag-less value stand for their characters', () => {
    // What the server stores for a quote typed as "(p < 0.0001)" (sanitised: escaped once, no tags).
    expect(plainToRich('(p &lt; 0.0001)')).toBe('<p>(p &lt; 0.0001)</p>');
    expect(richToPlain(plainToRich('(p &lt; 0.0001)'))).toBe('(p < 0.0001)');
    expect(plainToRich('a &amp; b &#60; c & d')).toBe('<p>a &amp; b &#60; c &amp; d</p>');
    expect(richToPlain('<p>&#60;&#x3C;&gt;</p>')).toBe('<<>');
    // Round trips: rich -> plain -> rich -> plain keeps the text.
    for (const text of ['p < 0.0001', 'a & b', '<b> is not bold', '5 > 3 && 2 < 4', '&lt; literal']) {
      const rich = plainToRich(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
      expect(richToPlain(rich)).toBe(text);
      expect(richToPlain(plainToRich(rich))).toBe(text);
    }
  });

  it('round-trips references through a numbered list', () => {
    const values = ['Smith J. NEJM 2020;1:2.', 'A <b> & c'];
    expect(htmlToReferences(referencesToHtml(values))).toEqual(values);
    expect(htmlToReferences('<ol><li><p>one</p></li><li><p> </p></li></ol>')).toEqual(['one']);
    expect(htmlToReferences('<p>one</p><p>two</p>')).toEqual(['one', 'two']);
  });
});

describe('templates and themes', () => {
  it('maps template names to numbers and classes', () => {
    expect(templateClass(articleLook('Tweets', 'tweets_template2', ''))).toBe('pw-tpl-t3');
    expect(templateClass(articleLook('PatientEducationPost', 'patient_education_tweets_template2', ''))).toBe(
      'pw-tpl-p2',
    );
  });

  it('uses the section 9 font sizes', () => {
    expect(fontSizes(articleLook('Tweets', 'tweets_template1', ''))).toEqual({
      banner: 32,
      chapter: 18,
      section: 15,
    });
    expect(fontSizes(articleLook('PatientEducationPost', 'patient_education_tweets_template2', ''))).toEqual({
      banner: 30,
      chapter: 26,
      section: 22,
    });
    expect(
      fontSizes(articleLook('PatientEducationPost', 'patient_education_tweets_template1', '')).section,
    ).toBe(16);
  });

  it('falls back to the template colour and paints #EA4335 as a gradient', () => {
    expect(articleLook('Tweets', 'tweets_template1', 'not a colour').colour).toBe('#277ECA');
    const vars = themeVars(articleLook('Tweets', 'tweets_template1', '#ea4335')) as Record<string, string>;
    expect(vars['--pw-banner-bg']).toContain('linear-gradient');
    const plain = themeVars(articleLook('Tweets', 'tweets_template1', '#277ECA')) as Record<string, string>;
    expect(plain['--pw-banner-bg']).toBe('#277ECA');
  });

  it('numbers articles with two digits when asked or when there are several', () => {
    expect(articleNumber(3)).toBe('03');
    expect(articleNumber(12)).toBe('12');
    expect(showArticleNumbers(false, 1)).toBe(false);
    expect(showArticleNumbers(true, 1)).toBe(true);
    expect(showArticleNumbers(false, 2)).toBe(true);
  });

  it('formats video durations, falling back to the media duration', () => {
    expect(videoDuration({ duration: 65, media: { duration: 0 } })).toBe('1:05');
    expect(videoDuration({ duration: 0, media: { duration: 3725 } })).toBe('1:02:05');
    expect(videoDuration({ duration: 0, media: { duration: 0 } })).toBe('');
  });
});
