import {
  type AcceptRevisionResult,
  chatReviseShown,
  type OutLangValue,
  type RevisionChange,
  revisionChangeSchema,
  type WorkAskBody,
  type WorkChatResult,
  type WorkRevision,
} from '@prowrite/contracts';
import {
  answerLanguageOf,
  type LlmProvider,
  revisionIntentOf,
  slideNumberIn,
  slideTextChanges,
} from '@prowrite/engine';
import { z } from 'zod';
import { newId } from '../../db/ids';
import type { AuthContext } from '../../http/auth';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { AnswerRequest, Answerer, AnswerSink, ChatService } from '../chat';
import { parseSlideInput, type WorkRow, type WorksService } from '../works';
import { REVISE_PHRASES } from './revise-phrases';
import { reviseSlide, type SlideRevisionOutcome } from './slide-reviser';
import type { RevisionRow, WorkReviseRepository } from './work-revise.repository';

export type WorkReviseDeps = {
  repo: WorkReviseRepository;
  chat: ChatService;
  works: WorksService;
  model: { provider: LlmProvider; timeoutMs: number } | null;
};

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const owner = (auth: AuthContext) => ({ scope: auth.scope, userId: auth.userId });

/**
 * The chat-revise panel: questions about a work's sources are answered by chat (its offline engine or the
 * model); revisions of a slide are proposed on the same answer stream, stored, and saved as a new version of
 * the work only when accepted (the works service's versioned save and its 409s).
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
      (request) => this.answerer(auth, work, body.slide_num, request),
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
    const save = await this.deps.works.saveSlide(auth.scope, {
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
  private answerer(
    auth: AuthContext,
    work: WorkRow,
    selected: number | undefined,
    request: AnswerRequest,
  ): Answerer {
    const intent = revisionIntentOf(request.question);
    if (intent.kind === 'question') return this.deps.chat.defaultAnswerer(request);
    return async (sink) => {
      const say = REVISE_PHRASES[answerLanguageOf(request.question)];
      sink.step({ kind: 'controller', text: say.step });
      if (work.type !== 'PPT') return sink.delta(say.articleNotYet);
      const slideNum = slideNumberIn(request.question) ?? selected;
      if (!slideNum) return sink.delta(say.pickSlide);
      // The work as it is now: the proposal is made from (and can only be accepted at) this version.
      const current = await this.deps.works.require(auth.scope, work.id);
      const slides = await this.deps.works.slides(auth.scope, work.id);
      const slide = slides.find((s) => s.slide_num === slideNum);
      if (!slide) return sink.delta(say.noSuchSlide(slideNum, slides.length));
      const outcome = await reviseSlide({
        intent,
        instruction: request.question,
        slide,
        deckLang: current.outLang,
        facts: request.sources?.facts ?? [],
        deckIn: async (lang: OutLangValue) =>
          (await this.deps.works.planDeckIn(auth.scope, current, lang)).slides,
        model: this.deps.model,
        say,
      });
      if (outcome.kind === 'statement') return sink.delta(outcome.text);
      await this.propose(auth, sink, request, { current, slide, outcome, say });
    };
  }

  private async propose(
    auth: AuthContext,
    sink: AnswerSink,
    request: AnswerRequest,
    args: {
      current: WorkRow;
      slide: Parameters<typeof slideTextChanges>[0];
      outcome: Exclude<SlideRevisionOutcome, { kind: 'statement' }>;
      say: (typeof REVISE_PHRASES)['en'];
    },
  ): Promise<void> {
    const { current, slide, outcome, say } = args;
    let proposed = null;
    let changes: RevisionChange[] = [];
    if (outcome.kind === 'proposal') {
      try {
        // The same checks as an editor's save (contract and layout): what is proposed can be saved.
        proposed = parseSlideInput(outcome.slide, slide.slide_num, 'slide');
      } catch (error) {
        if (error instanceof AppError) return sink.delta(say.layoutRefused(error.message));
        throw error;
      }
      changes = slideTextChanges(slide, proposed);
      if (changes.length === 0) return sink.delta(say.noChange);
    }
    // The answer starts while its question row is written; the revision refers to its conversation.
    await request.whenStored;
    const row = await this.deps.repo.insert({
      id: newId(),
      teamId: auth.teamId,
      userId: auth.userId,
      workId: current.id,
      conversationId: request.chatId,
      messageId: request.messageId,
      slideNum: slide.slide_num,
      operation: outcome.operation,
      status: outcome.kind === 'proposal' ? 'proposed' : 'refused',
      reason: outcome.kind === 'refused' ? outcome.reason : '',
      baseVersion: current.version,
      proposedSlide: proposed,
      changes,
    });
    sink.proposal(toRevision(row));
    sink.delta(outcome.kind === 'proposal' ? say.proposed(slide.slide_num, outcome.operation) : outcome.text);
  }
}

function toRevision(row: RevisionRow): WorkRevision {
  const changes = z.array(revisionChangeSchema).safeParse(row.changes);
  return {
    id: row.id,
    work_id: row.workId,
    chat_id: row.conversationId,
    message_id: row.messageId,
    slide_num: row.slideNum,
    operation: row.operation,
    status: row.status,
    reason: row.reason,
    base_version: row.baseVersion,
    saved_version: row.savedVersion,
    changes: changes.success ? changes.data : [],
    created_at: seconds(row.createdAt),
  };
}
