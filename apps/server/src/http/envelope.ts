import { SUCCESS_CODE } from '@prowrite/contracts';

/** `{code: 200, msg, data}`: the success envelope every JSON answer uses. */
export function ok<T>(data: T, msg = 'success') {
  return { code: SUCCESS_CODE, msg, data } as const;
}

/** For results the spec reads as `data.data`. */
export function okNested<T>(data: T, msg = 'success') {
  return ok({ data }, msg);
}
