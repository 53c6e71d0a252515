import { AppError } from '../../http/errors';

/** A slide names a layout this build does not know: the export answers 400 naming the slide. */
export class UnknownSlideLayoutError extends AppError {
  constructor(
    readonly slideNumber: number,
    readonly slideId: string,
  ) {
    super(400, `Slide ${slideNumber} uses an unknown layout "${slideId.slice(0, 128)}"`);
    this.name = 'UnknownSlideLayoutError';
  }
}
