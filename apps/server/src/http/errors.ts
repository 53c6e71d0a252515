import { ErrorCode } from '@prowrite/contracts';

/** An error that maps to a clear message, an HTTP status and a catalogue code. Never carries a stack to the client. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = ErrorCode.generic,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = 'Not logged in or the session has expired') => new AppError(401, msg);
export const forbidden = (msg = 'You do not have permission to do this') => new AppError(403, msg);
export const notFound = (what = 'Resource') => new AppError(404, `${what} not found`);
export const conflict = (msg: string, code: number = ErrorCode.generic) => new AppError(409, msg, code);
export const tooLarge = (msg: string) => new AppError(413, msg);
export const tooManyRequests = (msg: string) => new AppError(429, msg);
