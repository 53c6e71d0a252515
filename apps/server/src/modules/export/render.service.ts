import type { Readable } from 'node:stream';
import type { WorkDetail } from '@prowrite/contracts';
import { notFound } from '../../http/errors';
import type { FilesService, RawFile } from '../files';
import type { WorksService } from '../works/works.service';
import { type PrintTickets, ticketPrincipal } from './print-ticket';
import { ticketedUrls } from './print-urls';

/**
 * What a print page may read with its ticket: the one work (its detail, private file addresses rewritten to
 * ticketed ones), the figures of that work's sources and the team's pictures it shows.
 */
export class RenderService {
  constructor(
    private readonly tickets: PrintTickets,
    private readonly works: WorksService,
    private readonly files: FilesService,
  ) {}

  async detail(ticket: string): Promise<WorkDetail> {
    const claims = this.tickets.verify(ticket);
    const detail = await this.works.detail(ticketPrincipal(claims), claims.workId);
    return ticketedUrls(detail, ticket);
  }

  async figure(ticket: string, fileId: string, index: number): Promise<Readable> {
    const claims = this.tickets.verify(ticket);
    const scope = { teamId: claims.teamId };
    const work = await this.works.require(scope, claims.workId);
    if (!work.fileIds.includes(fileId)) throw notFound('Figure');
    return this.files.openFigure(scope, fileId, index);
  }

  /** Only pictures (PNG, JPEG) of the ticket's team: a print page never needs a source document. */
  async picture(ticket: string, id: string): Promise<RawFile> {
    const claims = this.tickets.verify(ticket);
    const file = await this.files.openRaw({ teamId: claims.teamId }, id);
    if (file.kind !== 'png' && file.kind !== 'jpeg') {
      file.stream.destroy();
      throw notFound('Picture');
    }
    return file;
  }
}
