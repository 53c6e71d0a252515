import {
  type ArticleComponent,
  type ArticleImage,
  articleComponentSchema,
  type BodyItem,
} from '@prowrite/contracts';

/** Small, valid components for the editor's tests (parsed, so every default is filled). */
export function image(id: string, extra: Partial<ArticleImage> = {}): ArticleImage {
  return {
    id,
    uniq_id: id.padEnd(19, 'x').slice(0, 19),
    url: `/api/files/${id}/raw`,
    width: 100,
    height: 50,
    image_title: '',
    image_prefix: '',
    footnote: '',
    image_source: 'local',
    image_type: 'image',
    ...extra,
  };
}

export function body(id: string, text: string, images: ArticleImage[] = []): BodyItem {
  return { id, body: { text, image: null, images }, image_prefix: '' };
}

export function component(
  id: string,
  kind: ArticleComponent['component'],
  extra: object = {},
): ArticleComponent {
  return articleComponentSchema.parse({ id, component: kind, ...extra });
}

export function articleWith(items: BodyItem[], sectionItems: BodyItem[] = []): ArticleComponent {
  return component('art', 'article', {
    contents: [
      {
        id: 'article',
        type: 'article',
        article_title: '',
        chapters: [
          {
            idx: 0,
            type: 'chapter_01',
            chapter_title: '第一章',
            contents: items,
            sections: [{ idx: 0, section_title: '小节', contents: sectionItems }],
          },
        ],
      },
    ],
  });
}

export function experts(n: number): ArticleComponent {
  return component('exp', 'personal_introductions', {
    title: '专家介绍',
    contents: Array.from({ length: n }, (_, i) => ({
      id: `e${i}`,
      type: 'expert',
      expert: { id: `e${i}`, name: `专家${i}` },
    })),
  });
}
