import {
  type AcceptRevisionResult,
  type ArticleComponent,
  type ArticleSaveResult,
  chatReviseShown,
  kindAudience,
  type OutLangValue,
  type RevisionChange,
  revisionChangeSchema,
  type WorkAskBody,
  type WorkChatResult,
  type WorkRevision,
} from '@prowrite/contracts';
import {
  answerLanguageOf,
  componentNamedIn,
  componentUnit,
  type LlmProvider,
  counterpartUnit,
  matchingUnit,
  type RevisableUnit,
  type RevisionIntent,
  revisionIntentOf,
  slideNumberIn,
  slideUnit,
  unitTextChanges,
} from '@prowrite/engine';
import { z } from 'zod';
import { newId } from '../../db/ids';
import type { AuthContext } from '../../http/auth';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { AnswerRequest, Answerer, AnswerSink, ChatService } from '../chat';
import {
  type ArticleEditService,
  type ArticleWork,
  articleStateOf,
  isArticle,
  parseComponentInput,
  parseSlideInput,
  type WorkRow,
  type WorksService,
} from '../works';
import { REVISE_PHRASES, type RevisePhrases } from './revise-phrases';
import { reviseUnit } from './unit-reviser';
import type { RevisionRow, WorkReviseRepository } from './work-revise.repository';

export type WorkReviseDeps = {
  repo: WorkReviseRepository;
  chat: ChatService;
  works: WorksService;
  articles: ArticleEditService;
  model: { provider: LlmProvider; timeoutMs: number } | null;
};

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const owner = (auth: AuthContext) => ({ scope: auth.scope, userId: auth.userId });

/**
 * The chat-revise panel: questions about a work's sources are answered by chat (its offline engine or the
 * model); revisions of a slide or an article component are proposed on the same answer stream, stored, and
 * saved as a new version of the work only when accepted (the deck's or the article editor's versioned save
 * and its 409s).
 */
export class WorkReviseService {
  constructor(private readonly deps: WorkReviseDeps) {}

  async ask(auth: AuthContext, body: WorkAskBody): Promise<{ messageId: string }> {
    const work = await this.deps.works.require(auth.scope, body.work_id);
    if (!chatReviseShown(work.type)) throw badRequest(`Chat revision is not offered for ${work.type} works`);
    if (work.process !== 'end')
      throw conflict('The work is still being generated; ask again when generation has finished');
    const { messageId } = await this.deps.chat.ask(
      auth,
      'work',
      {
        question: body.question,
        file_ids: work.fileIds,
        regenerate: false,
        ...(body.chat_id ? { chat_id: body.chat_id } : {}),
        ...(body.shortcut_id ? { shortcut_id: body.shortcut_id } : {}),
        ...(body.lang ? { lang: body.lang } : {}),
      },
      (request) => this.answerer(auth, work, body, request),
      { workId: work.id },
    );
    return { messageId };
  }

  /** The caller's conversation about the work and its revisions (the panel after a reload). */
  async workChat(auth: AuthContext, workId: string): Promise<WorkChatResult> {
    await this.deps.works.require(auth.scope, workId);
    const chat = await this.deps.chat.workConversation(auth, workId);
    const rows = chat ? await this.deps.repo.ofConversation(owner(auth), chat.id) : [];
    return { chat, revisions: rows.map(toRevision) };
  }

  async accept(auth: AuthContext, id: string, version: number): Promise<AcceptRevisionResult> {
    const row = await this.requireOpen(auth, id);
    // The revision was made from base_version: a work changed since (here or elsewhere) is a 409 like a stale
    // editor save, and the client's own version must be current too (checked by the save itself).
    if (version !== row.baseVersion)
      throw conflict(
        `This revision was proposed for version ${row.baseVersion} of the work; you have version ${version}. ` +
          'Reload the work and ask again.',
      );
    const component = storedComponentSchema.safeParse(row.proposedSlide);
    const save =
      row.slideNum === 0 && component.success
        ? await this.saveComponent(auth, row.workId, component.data, version)
        : await this.deps.works.saveSlide(auth.scope, {
            id: row.workId,
            slide_num: row.slideNum,
            slide_data: row.proposedSlide,
            version,
          });
    const decided = await this.deps.repo.decide(owner(auth), id, {
      status: 'accepted',
      savedVersion: save.version,
    });
    if (!decided) throw conflict('This revision was decided meanwhile');
    return { revision: toRevision(decided), save };
  }

  /** An article's revision is saved as the article editor's update of that component (same 409s). */
  private async saveComponent(
    auth: AuthContext,
    workId: string,
    stored: z.infer<typeof storedComponentSchema>,
    version: number,
  ): Promise<ArticleSaveResult> {
    const work = await this.deps.articles.requireArticle(auth.scope, workId);
    const key = articleStateOf(work).components.findIndex((c) => c.id === stored.component_id) + 1;
    if (key === 0) throw conflict('The component this revision changes is no longer in the article');
    return this.deps.articles.edit(auth.scope, {
      id: workId,
      component_key: key,
      type: 'update',
      component: stored.component as ArticleComponent,
      version,
    });
  }

  async reject(auth: AuthContext, id: string): Promise<WorkRevision> {
    await this.requireOpen(auth, id);
    const decided = await this.deps.repo.decide(owner(auth), id, { status: 'rejected' });
    if (!decided) throw conflict('This revision was decided meanwhile');
    return toRevision(decided);
  }

  private async requireOpen(auth: AuthContext, id: string): Promise<RevisionRow> {
    const row = await this.deps.repo.find(owner(auth), id);
    if (!row) throw notFound('Revision');
    if (row.status !== 'proposed') throw conflict(`This revision is already ${row.status}`);
    return row;
  }

  /** Questions go to chat's own answerer; revision requests are answered here. */
  private answerer(auth: AuthContext, work: WorkRow, body: WorkAskBody, request: AnswerRequest): Answerer {
    const intent = revisionIntentOf(request.question);
    if (intent.kind === 'question') return this.deps.chat.defaultAnswerer(request);
    return async (sink) => {
      const say = REVISE_PHRASES[answerLanguageOf(request.question)];
      sink.step({ kind: 'controller', text: say.step });
      // The work as it is now: the proposal is made from (and can only be accepted at) this version.
      const current = await this.deps.works.require(auth.scope, work.id);
      const args = { auth, sink, request, intent, current, say };
      if (isArticle(current)) return this.reviseComponent({ ...args, current }, body.component_id);
      return this.reviseSlide(args, slideNumberIn(request.question) ?? body.slide_num);
    };
  }

  private async reviseSlide(args: Revising<WorkRow>, slideNum: number | undefined): Promise<void> {
    const { auth, sink, current, say } = args;
    if (!slideNum) return sink.delta(say.pickSlide);
    const slides = await this.deps.works.slides(auth.scope, current.id);
    const slide = slides.find((s) => s.slide_num === slideNum);
    if (!slide) return sink.delta(say.noSuchSlide(slideNum, slides.length));
    await this.revise(args, {
      unit: slideUnit(slide),
      name: say.slide(slideNum),
      target: { slideNum, componentId: null },
      writtenIn: async (lang) => {
        // The slide's counterpart in the deck written again in `lang`, found through the deck written again
        // in the work's own language (a language may quote other sentences for the same slide).
        const [own, other] = await Promise.all([
          this.deps.works.planDeckIn(auth.scope, current, current.outLang),
          this.deps.works.planDeckIn(auth.scope, current, lang),
        ]);
        const again = counterpartUnit(
          slideUnit(slide),
          own.slides.map(slideUnit),
          other.slides.map(slideUnit),
        );
        return again ? { ...again, slide_num: slide.slide_num, num: slide.num } : null;
      },
      parse: (proposed) => parseSlideInput(proposed, slideNum, 'slide'),
      unitOf: slideUnit,
      stored: (proposed) => proposed,
    });
  }

  private async reviseComponent(args: Revising<ArticleWork>, selected: string | undefined): Promise<void> {
    const { current, say } = args;
    const components = articleStateOf(current).components;
    // A component the message names wins over the panel's selection; a name that fits several or none is
    // answered with the article's parts, never guessed.
    const named = componentNamedIn(args.request.question, components);
    const nameOf = (c: ArticleComponent) => say.component(c.title ?? '', c.component);
    if (named.kind === 'ambiguous')
      return args.sink.delta(
        say.ambiguousComponent(components.filter((c) => named.ids.includes(c.id)).map(nameOf)),
      );
    if (named.kind === 'unknown')
      return args.sink.delta(say.unknownComponent(named.name, components.map(nameOf)));
    const componentId = named.kind === 'one' ? named.id : selected;
    if (!componentId) return args.sink.delta(say.pickComponent);
    const component = components.find((c) => c.id === componentId);
    if (!component) return args.sink.delta(say.noSuchComponent);
    const audience = kindAudience(current.type);
    const unit = componentUnit(component, audience);
    await this.revise(args, {
      unit,
      name: say.component(component.title ?? '', component.component),
      target: { slideNum: 0, componentId },
      writtenIn: async (lang) => {
        // Only a component the writer made, unchanged since: the one it writes in the work's language from
        // the same facts must print the same texts. The translation keeps the component's id.
        const [own, other] = await Promise.all([
          this.deps.articles.writtenIn(current, current.outLang),
          this.deps.articles.writtenIn(current, lang),
        ]);
        const ownUnits = own.map((c) => componentUnit(c, audience));
        const same = matchingUnit(unit, ownUnits);
        if (!same || !sameTexts(componentUnit(same, audience).texts(), unit.texts())) return null;
        const again = counterpartUnit(
          unit,
          ownUnits,
          other.map((c) => componentUnit(c, audience)),
        );
        return again ? { ...again, id: component.id } : null;
      },
      parse: (proposed) => parseComponentInput(proposed),
      unitOf: (value) => componentUnit(value, audience),
      stored: (proposed) => ({ component_id: componentId, component: proposed }),
    });
  }

  /** The revision of one unit, checked like an editor's save, stored and proposed (or refused, or answered). */
  private async revise<T>(args: Revising<WorkRow>, target: RevisionTarget<T>): Promise<void> {
    const { auth, sink, request, intent, current, say } = args;
    const outcome = await reviseUnit({
      intent,
      instruction: request.question,
      unit: target.unit,
      name: target.name,
      workLang: current.outLang,
      facts: request.sources?.facts ?? [],
      writtenIn: target.writtenIn,
      model: this.deps.model,
      say,
    });
    if (outcome.kind === 'statement') return sink.delta(outcome.text);
    let proposed: T | null = null;
    let changes: RevisionChange[] = [];
    if (outcome.kind === 'proposal') {
      try {
        // The same checks as an editor's save (contract, layout, limits): what is proposed can be saved.
        proposed = target.parse(outcome.value);
      } catch (error) {
        if (error instanceof AppError) return sink.delta(say.layoutRefused(error.message));
        throw error;
      }
      changes = unitTextChanges(target.unit, target.unitOf(proposed));
      if (changes.length === 0) return sink.delta(say.noChange(target.name));
    }
    // The answer starts before its question row is written; the revision refers to its conversation.
    await request.whenStored();
    const row = await this.deps.repo.insert({
      id: newId(),
      teamId: auth.teamId,
      userId: auth.userId,
      workId: current.id,
      conversationId: request.chatId,
      messageId: request.messageId,
      slideNum: target.target.slideNum,
      operation: outcome.operation,
      status: outcome.kind === 'proposal' ? 'proposed' : 'refused',
      reason: outcome.kind === 'refused' ? outcome.reason : '',
      baseVersion: current.version,
      proposedSlide: target.stored(proposed),
      changes,
    });
    sink.proposal(toRevision(row));
    sink.delta(outcome.kind === 'proposal' ? say.proposed(target.name, outcome.operation) : outcome.text);
  }
}

type Revising<W extends WorkRow> = {
  auth: AuthContext;
  sink: AnswerSink;
  request: AnswerRequest;
  intent: Exclude<RevisionIntent, { kind: 'question' }>;
  current: W;
  say: RevisePhrases;
};

/** One slide or component to revise, and how its proposal is checked and stored. */
type RevisionTarget<T> = {
  unit: RevisableUnit<T>;
  name: string;
  target: { slideNum: number; componentId: string | null };
  writtenIn: (lang: OutLangValue) => Promise<T | null>;
  /** Checks a proposal like the editor's save would (throws its 400). */
  parse: (proposed: T) => T;
  unitOf: (value: T) => RevisableUnit<T>;
  /** What the revision row keeps (the proposal; null when refused). */
  stored: (proposed: T | null) => unknown;
};

function sameTexts(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
}

/** An article revision stores its component and the component's id (refused ones: the id alone). */
const storedComponentSchema = z.object({ component_id: z.string(), component: z.unknown() });

function toRevision(row: RevisionRow): WorkRevision {
  const component = storedComponentSchema.safeParse(row.proposedSlide);
  const changes = z.array(revisionChangeSchema).safeParse(row.changes);
  return {
    id: row.id,
    work_id: row.workId,
    chat_id: row.conversationId,
    message_id: row.messageId,
    slide_num: row.slideNum,
    component_id: row.slideNum === 0 ? (component.success ? component.data.component_id : null) : null,
    operation: row.operation,
    status: row.status,
    reason: row.reason,
    base_version: row.baseVersion,
    saved_version: row.savedVersion,
    changes: changes.success ? changes.data : [],
    created_at: seconds(row.createdAt),
  };
}
