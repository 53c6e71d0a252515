import type { RevisionOperation } from '@prowrite/contracts';

type Lang = 'en' | 'zh-cn';

/** What the chat-revise answers say, in the language of the message (like every offline chat answer). */
export type RevisePhrases = {
  step: string;
  pickSlide: string;
  noSuchSlide: (n: number, count: number) => string;
  articleNotYet: string;
  needsModel: string;
  nameAFact: (known: string[]) => string;
  factNotInSources: string;
  alreadyIn: string;
  refused: Record<
    'nothing_to_shorten' | 'no_room' | 'already_there' | 'no_match' | 'nothing_to_rewrite',
    string
  >;
  noChange: string;
  proposed: (n: number, op: RevisionOperation) => string;
  modelRefused: (n: number) => string;
  layoutRefused: (msg: string) => string;
};

const OPERATION: Record<Lang, Record<RevisionOperation, string>> = {
  en: {
    shorten: 'shortened by dropping whole sentences',
    translate: 'written again from its facts in the other language',
    add_fact: 'with the fact added as printed in the source',
    model: 'rewritten by the model; every number is in the sources',
  },
  'zh-cn': {
    shorten: '删去整句以缩短',
    translate: '按事实以另一种语言重新生成',
    add_fact: '按原文添加该事实',
    model: '由模型改写，所有数字均可在原文中找到',
  },
};

export const REVISE_PHRASES: Record<Lang, RevisePhrases> = {
  en: {
    step: 'Revision of the work (offline engine unless a model is configured)',
    pickSlide: 'Which slide should I revise? Select one in the panel or name it ("slide 4").',
    noSuchSlide: (n, count) => `This deck has no slide ${n}; it has ${count} slides.`,
    articleNotYet:
      'Revisions through chat are made on decks for now. Edit this article in place in its editor; questions about its sources are answered here.',
    needsModel:
      'Rewriting a text freely needs a language model, and none is configured. Offline I can shorten a slide by dropping whole sentences, translate it (written again from its facts), or add a named fact such as the secondary endpoints.',
    nameAFact: (known) => `Which fact should I add? I can add: ${known.join(', ')}.`,
    factNotInSources: 'The sources of this work do not state that fact, so there is nothing to add.',
    alreadyIn: 'This deck is already in that language.',
    refused: {
      nothing_to_shorten:
        'Nothing on this slide can be shortened by dropping whole sentences (each text is one sentence, or states the primary result).',
      no_room: 'There is no room on this slide for that fact; shorten the slide first or pick another slide.',
      already_there: 'This slide already states that fact.',
      no_match:
        'This slide is not one the writer made from the facts (it was changed by hand or is a continuation), so it cannot be written again offline; translating it freely needs a model.',
      nothing_to_rewrite: 'This slide has no prose text to rewrite.',
    },
    noChange: 'That would not change anything on this slide.',
    proposed: (n, op) =>
      `Proposed revision of slide ${n}, ${OPERATION.en[op]}. Accept it to save a new version.`,
    modelRefused: (n) => `The model's revision of slide ${n} was refused by the checks; nothing was changed.`,
    layoutRefused: (msg) => `The revised slide does not fit its layout (${msg}); nothing was proposed.`,
  },
  'zh-cn': {
    step: '修订作品（未配置模型时使用离线引擎）',
    pickSlide: '要修订哪一页？请在面板中选择，或写明页码（如“第4页”）。',
    noSuchSlide: (n, count) => `本演示文稿没有第${n}页，共${count}页。`,
    articleNotYet: '目前仅支持通过对话修订演示文稿。请在编辑器中直接修改此文章；关于其来源的问题可在此提问。',
    needsModel:
      '自由改写文本需要语言模型，当前未配置。离线时可以：删去整句以缩短某页、按事实重新生成另一种语言的页面，或添加指定事实（如次要终点）。',
    nameAFact: (known) => `要添加哪项事实？可添加：${known.join('、')}。`,
    factNotInSources: '本作品的来源文献未说明该事实，无可添加内容。',
    alreadyIn: '本演示文稿已是该语言。',
    refused: {
      nothing_to_shorten: '此页没有可通过删去整句缩短的文本（每段仅一句，或为主要结果）。',
      no_room: '此页没有空间容纳该事实；请先缩短此页或选择其他页。',
      already_there: '此页已包含该事实。',
      no_match:
        '此页并非由写作引擎根据事实生成（已手动修改或为续页），无法离线重新生成；自由翻译需要语言模型。',
      nothing_to_rewrite: '此页没有可改写的正文。',
    },
    noChange: '该修订不会改变此页任何内容。',
    proposed: (n, op) => `第${n}页的修订建议（${OPERATION['zh-cn'][op]}）。接受后将保存为新版本。`,
    modelRefused: (n) => `模型对第${n}页的修订未通过检查，未做任何更改。`,
    layoutRefused: (msg) => `修订后的页面不符合其版式（${msg}），未提出修订。`,
  },
};
