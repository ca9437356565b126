// Jest's Node environment, with one difference: `fetch` rejects with errors of the test's own
// realm. Jest runs each test file in a VM context with its own Error; Node's fetch lives outside
// it, so its AbortError/TimeoutError (a DOMException) and TypeError('fetch failed') were not
// `instanceof Error` to code under test: the openai SDK, for one, then took a timeout for a
// refused connection. Copying the error into the realm keeps name, message, cause, code, stack.
import { TestEnvironment } from 'jest-environment-node';

const SAME_NAMED = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError']);

function inRealm(error, realm) {
  if (!(error instanceof Error) || error instanceof realm.Error) return error;
  const Ctor = SAME_NAMED.has(error.constructor?.name) ? realm[error.constructor.name] : realm.Error;
  const copy = new Ctor(error.message, error.cause === undefined ? undefined : { cause: error.cause });
  if (copy.name !== error.name) Object.defineProperty(copy, 'name', { value: error.name, configurable: true, writable: true });
  if ('code' in error) copy.code = error.code;
  copy.stack = error.stack;
  return copy;
}

/** Node's fetch, rejecting with errors the test realm recognises. */
export function realmFetch(realm) {
  const outer = globalThis.fetch;
  return function fetch(...args) {
    return outer(...args).catch((error) => {
      throw inRealm(error, realm);
    });
  };
}

export default class NodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.fetch = realmFetch(this.global);
  }
}
