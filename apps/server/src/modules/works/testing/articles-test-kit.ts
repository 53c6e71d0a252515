import {
  type ArticleComponent,
  articleComponentSchema,
  type ArticleImage,
  type BodyItem,
  defaultThemeColour,
  OPTIONAL_COMPONENT_KINDS,
} from '@prowrite/contracts';
import { expect } from 'vitest';
import { newId } from '../../../db/ids';
import { works } from '../../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { auth, teamOf } from './works-test-kit';

/** A component from a partial literal, with the contract's defaults filled in. */
export const component = (c: Record<string, unknown>): ArticleComponent => articleComponentSchema.parse(c);

export function image(id: string, overrides: Partial<ArticleImage> = {}): ArticleImage {
  return {
    id,
    uniq_id: `${id}${'u'.repeat(19)}`.slice(0, 19),
    url: '/api/files/abc123/figures/0',
    width: 640,
    height: 480,
    image_title: 'Kaplan-Meier estimates of progression-free survival',
    image_prefix: 'Figure 1',
    footnote: '<p>Curves separated early and stayed apart.</p>',
    image_source: 'file_source',
    image_type: 'image',
    ...overrides,
  };
}

export const bodyText = (id: string, text: string): BodyItem => ({
  id,
  body: { text, image: null, images: [] },
  image_prefix: '',
});

/**
 * A hand-made article about the ALPHA-1 fixture trial (numbers from TRIAL_PAGES), one component of each
 * generated kind plus a standalone chapter, for tests that must not depend on the writer's output.
 */
export function sampleComponents(fileId = 'file-alpha'): ArticleComponent[] {
  const text = (kind: string, title: string, value: string) =>
    component({
      id: `c_${kind}`,
      component: kind,
      component_name: title,
      title,
      contents: [{ id: kind, type: 'text', value }],
    });
  return [
    component({
      id: 'c_banner',
      component: 'banner',
      contents: [
        { id: 'post_title', type: 'text', value: 'ALPHA-1: Drug X in advanced disease' },
        { id: 'post_subtitle', type: 'text', value: 'Phase 3, 600 patients' },
        { id: 'drug_name', type: 'text', value: 'Drug X' },
        { id: 'copyright', type: 'text', value: '<p>© 2026 Example Pharma</p>' },
      ],
    }),
    text('editors_note', "Editor's note", 'A randomised trial of 600 patients.'),
    text('introduction', 'Introduction', 'Drug X was compared with placebo (2:1).'),
    component({
      id: 'c_article',
      component: 'article',
      contents: [
        {
          id: 'article',
          type: 'article',
          article_title: 'The ALPHA-1 trial',
          article_num: 1,
          chapters: [
            {
              idx: 0,
              type: 'chapter_01',
              chapter_title: 'Design',
              contents: [bodyText('b_design', '<p>600 patients were randomly assigned (2:1).</p>')],
              sections: [
                {
                  idx: 0,
                  section_title: 'Efficacy',
                  contents: [
                    {
                      ...bodyText(
                        'b_pfs',
                        '<p>Median progression-free survival was 9·6 vs 5·1 months (HR 0·62).</p>',
                      ),
                      body: {
                        text: '<p>Median progression-free survival was 9·6 vs 5·1 months (HR 0·62).</p>',
                        image: image('img_km'),
                        images: [],
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      provenance: [
        {
          text: '9·6',
          content_id: 'chapters.0.sections.0.contents.0',
          file_id: fileId,
          page: 2,
          quote: 'Median progression-free survival was 9·6 months',
        },
      ],
    }),
    component({
      id: 'c_chapter',
      component: 'chapter',
      contents: [
        {
          id: 'chapter',
          type: 'chapter_02',
          chapter: {
            idx: 1,
            type: 'chapter_02',
            chapter_title: 'Safety',
            contents: [bodyText('b_safety', '<p>Neutropenia 12% vs 2%.</p>')],
            sections: [],
          },
        },
      ],
    }),
    text('summary', 'Summary', 'Overall survival 24·1 vs 20·3 months.'),
    component({
      id: 'c_references',
      component: 'references',
      title: 'References',
      contents: [{ id: 'references', type: 'references', values: ['Doe J. ALPHA-1. Lancet 2026;400:1-10.'] }],
    }),
    text('statement', 'Statement', 'For healthcare professionals only.'),
    component({
      id: 'c_experts',
      component: 'personal_introductions',
      title: 'Experts',
      contents: [
        {
          id: 'e1',
          type: 'expert',
          expert: { id: 'e1', name: 'Dr A', information: 'Oncologist', desc: '<p>Investigator</p>' },
        },
      ],
    }),
    text('review_code', 'Review code', 'CN-2026-0001'),
  ];
}

/**
 * A finished article work stored directly (no generation), so edit tests start from known components.
 */
export async function seedArticle(
  t: TestApp,
  token: string,
  options: {
    type?: 'Tweets' | 'PatientEducationPost';
    fileIds?: string[];
    components?: ArticleComponent[];
    process?: 'inProgress' | 'end';
  } = {},
): Promise<string> {
  const { teamId, userId } = await teamOf(t, token);
  const type = options.type ?? 'Tweets';
  const template = type === 'Tweets' ? 'tweets_template1' : 'patient_education_tweets_template1';
  const id = newId();
  await t.database.db.insert(works).values({
    id,
    teamId,
    ownerId: userId,
    type,
    name: 'ALPHA-1 article',
    fileIds: options.fileIds ?? [],
    selectTemplate: template,
    selectOptionalComponents: [...OPTIONAL_COMPONENT_KINDS],
    outLang: 'en',
    process: options.process ?? 'end',
    reportStatus: options.process === 'inProgress' ? 0 : 1,
    progress: options.process === 'inProgress' ? 0 : 100,
    version: 2,
    components: options.components ?? sampleComponents(options.fileIds?.[0]),
    themeColor: defaultThemeColour(type, template),
  });
  return id;
}

/** `app.inject` with the caller's token and an optional JSON body. */
export function injector(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** The stored article as the detail answers it. */
export async function article(t: TestApp, token: string, id: string) {
  const res = await injector(t)('GET', `/api/prowrite/v1/detail?id=${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as {
    components: ArticleComponent[];
    select_optional_components: string[];
    theme_color: string;
    version: number;
    revocation?: number;
    comment_num: number;
    process: string;
    report_status: number;
  };
}
