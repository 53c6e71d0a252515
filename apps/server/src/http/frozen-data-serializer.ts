import { SUCCESS_CODE } from '@prowrite/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The contract's response serializer (zod checks and strips the answer, then JSON.stringify), which keeps the
 * text of a success envelope per `data` object when that object is frozen: an object answered many times (a
 * cached session's user, for `getuserbytoken` on every page load) is then checked and serialised once.
 * Freezing is what makes this safe (a frozen object cannot change under its kept text; freeze deeply); the
 * session cache freezes what it keeps, and any other `data` is serialised every time as before.
 */
export const frozenDataSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const texts = new WeakMap<object, string>();
  return (payload) => {
    const envelope = payload as { code?: unknown; msg?: unknown; data?: unknown };
    const data = envelope.data;
    // code and msg are the only other fields the text holds (the contract strips any other).
    if (
      envelope.code !== SUCCESS_CODE ||
      envelope.msg !== 'success' ||
      typeof data !== 'object' ||
      data === null ||
      !Object.isFrozen(data)
    ) {
      return serialize(payload);
    }
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(payload);
      texts.set(data, text);
    }
    return text;
  };
};
