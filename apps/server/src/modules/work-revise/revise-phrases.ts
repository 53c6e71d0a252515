import type { RevisionOperation } from '@prowrite/contracts';
import type { RevisionRefusal } from '@prowrite/engine';

type Lang = 'en' | 'zh-cn';

/** What the chat-revise answers say, in the language of the message (like every offline chat answer). */
export type RevisePhrases = {
  step: string;
  pickSlide: string;
  noSuchSlide: (n: number, count: number) => string;
  pickComponent: string;
  noSuchComponent: string;
  /** A name several components fit, or one that fits none; each lists the article's components by name. */
  ambiguousComponent: (names: string[]) => string;
  unknownComponent: (name: string, names: string[]) => string;
  /** How answers name a slide and a component. */
  slide: (n: number) => string;
  component: (title: string, kind: string) => string;
  needsModel: string;
  nameAFact: (known: string[]) => string;
  factNotInSources: string;
  alreadyIn: string;
  /** Each takes the name of the slide or component ("slide 4", "the summary"). */
  refused: Record<RevisionRefusal | 'no_match' | 'nothing_to_rewrite', (name: string) => string>;
  noChange: (name: string) => string;
  proposed: (name: string, op: RevisionOperation) => string;
  modelRefused: (name: string) => string;
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
    pickComponent: 'Which part of the article should I revise? Select a component in the panel.',
    noSuchComponent: 'That component is no longer in this article; reload it and select another.',
    ambiguousComponent: (names) =>
      `Several parts of this article fit that name: ${names.join(', ')}. Select one in the panel or name it by its title.`,
    unknownComponent: (name, names) =>
      `This article has no part called “${name}”. Its parts are: ${names.join(', ')}.`,
    slide: (n) => `slide ${n}`,
    component: (title, kind) => (title ? `the “${title}” component` : `the ${kind} component`),
    needsModel:
      'Rewriting a text freely needs a language model, and none is configured. Offline I can shorten a slide or a component by dropping whole sentences, translate it (written again from its facts), or add a named fact such as the secondary endpoints.',
    nameAFact: (known) => `Which fact should I add? I can add: ${known.join(', ')}.`,
    factNotInSources: 'The sources of this work do not state that fact, so there is nothing to add.',
    alreadyIn: 'This work is already in that language.',
    refused: {
      nothing_to_shorten: (name) =>
        `Nothing in ${name} can be shortened by dropping whole sentences (each text is one sentence, or states the primary result).`,
      no_room: (name) => `There is no room in ${name} for that fact; shorten it first or pick another.`,
      already_there: (name) => `${capital(name)} already states that fact.`,
      other_language: (name) =>
        `The source prints that fact in another language, and ${name} is for patients: it never quotes the paper in another language.`,
      no_match: (name) =>
        `${capital(name)} is not one the writer made from the facts (it was changed by hand or is a continuation), so it cannot be written again offline; translating it freely needs a model.`,
      nothing_to_rewrite: (name) => `${capital(name)} has no prose text to rewrite.`,
    },
    noChange: (name) => `That would not change anything in ${name}.`,
    proposed: (name, op) =>
      `Proposed revision of ${name}, ${OPERATION.en[op]}. Accept it to save a new version.`,
    modelRefused: (name) => `The model's revision of ${name} was refused by the checks; nothing was changed.`,
    layoutRefused: (msg) => `The revised text does not fit its layout (${msg}); nothing was proposed.`,
  },
  'zh-cn': {
    step: '修订作品（未配置模型时使用离线引擎）',
    pickSlide: '要修订哪一页？请在面板中选择，或写明页码（如“第4页”）。',
    noSuchSlide: (n, count) => `本演示文稿没有第${n}页，共${count}页。`,
    pickComponent: '要修订文章的哪一部分？请在面板中选择一个组件。',
    noSuchComponent: '该组件已不在本文中；请重新加载并选择其他组件。',
    ambiguousComponent: (names) =>
      `本文有多个部分符合该名称：${names.join('、')}。请在面板中选择，或按标题指明。`,
    unknownComponent: (name, names) => `本文没有名为“${name}”的部分。本文包含：${names.join('、')}。`,
    slide: (n) => `第${n}页`,
    component: (title, kind) => (title ? `“${title}”组件` : `${kind}组件`),
    needsModel:
      '自由改写文本需要语言模型，当前未配置。离线时可以：删去整句以缩短某页或某组件、按事实重新生成另一种语言的内容，或添加指定事实（如次要终点）。',
    nameAFact: (known) => `要添加哪项事实？可添加：${known.join('、')}。`,
    factNotInSources: '本作品的来源文献未说明该事实，无可添加内容。',
    alreadyIn: '本作品已是该语言。',
    refused: {
      nothing_to_shorten: (name) => `${name}没有可通过删去整句缩短的文本（每段仅一句，或为主要结果）。`,
      no_room: (name) => `${name}没有空间容纳该事实；请先缩短或另选。`,
      already_there: (name) => `${name}已包含该事实。`,
      other_language: (name) => `来源文献以另一种语言陈述该事实，而${name}面向患者，不引用其他语言的原文。`,
      no_match: (name) =>
        `${name}并非由写作引擎根据事实生成（已手动修改或为续页），无法离线重新生成；自由翻译需要语言模型。`,
      nothing_to_rewrite: (name) => `${name}没有可改写的正文。`,
    },
    noChange: (name) => `该修订不会改变${name}的任何内容。`,
    proposed: (name, op) => `${name}的修订建议（${OPERATION['zh-cn'][op]}）。接受后将保存为新版本。`,
    modelRefused: (name) => `模型对${name}的修订未通过检查，未做任何更改。`,
    layoutRefused: (msg) => `修订后的内容不符合其版式（${msg}），未提出修订。`,
  },
};

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
