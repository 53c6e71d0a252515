import { ARTICLE_KIND_TYPES, defaultThemeColour, kindTemplates } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { infographicMessages } from './infographic/infographic.messages';
import {
  kindMessages,
  kindViewOf,
  renderBaseOf,
  templateNumberOf,
  WEB_ARTICLE_KINDS,
  webArticleKind,
} from './registry';

describe('web article kinds', () => {
  it("are article kinds of the contract, each once, offering its entry's templates, labelled by their own strings", () => {
    const types = WEB_ARTICLE_KINDS.map((k) => k.type);
    expect(new Set(types).size).toBe(types.length);
    for (const kind of WEB_ARTICLE_KINDS) {
      expect(ARTICLE_KIND_TYPES).toContain(kind.type);
      expect(kind.templates.map((t) => t.id)).toEqual([...kindTemplates(kind.type)]);
      const own: Record<string, string> = kind.messages['zh-cn'];
      for (const key of [kind.label, ...kind.templates.map((t) => t.label)]) {
        expect(own[key], key).toBeTruthy();
        expect(kindMessages('en')[key], key).toBeTruthy();
      }
    }
  });

  it("merge every kind's strings of a language, each kind's in its own words", () => {
    expect(kindMessages('zh-cn')['article.type.ResearchExpress']).toBe('文献速递');
    expect(kindMessages('de')['article.figure.value']).toBe(infographicMessages.de['article.figure.value']);
    const keys = WEB_ARTICLE_KINDS.flatMap((k) => Object.keys(k.messages['zh-cn']));
    expect(Object.keys(kindMessages('ja')).sort()).toEqual([...keys].sort());
  });

  it('draw the existing kinds exactly as before (template numbers and colours)', () => {
    expect(templateNumberOf('tweets_template2')).toBe(3);
    expect(templateNumberOf('patient_education_tweets_template3')).toBe(3);
    expect(webArticleKind('Tweets')!.themeColour('tweets_template4')).toBe(
      defaultThemeColour('Tweets', 'tweets_template4'),
    );
    expect(renderBaseOf('PatientEducationPost')).toBe('PatientEducationPost');
  });

  it('draw a research express with the Tweets renderers, template 2 as variant 3', () => {
    expect(renderBaseOf('ResearchExpress')).toBe('Tweets');
    expect(templateNumberOf('research_express_template2')).toBe(3);
    expect(webArticleKind('ResearchExpress')!.themeColour('research_express_template1')).toBe('#277ECA');
    // A kind not registered on the web yet still opens (drawn like Tweets, with no own look).
    expect(renderBaseOf('NotAKind')).toBe('Tweets');
    expect(kindViewOf('NotAKind')).toBeUndefined();
    expect(templateNumberOf('unknown')).toBe(1);
  });

  it('draw an infographic in its poster frame; other kinds keep the plain article look', () => {
    expect(renderBaseOf('Infographic')).toBe('Tweets');
    expect(kindViewOf('Infographic')?.canvasClassName).toBe('pw-infog');
    expect(kindViewOf('ResearchExpress')).toBeUndefined();
  });
});
