// jsdom for the web app's component tests, with the Node globals jsdom leaves out and the app's
// code (or React, or RTK Query) expects in a browser: text codecs, streams, structuredClone, and
// the fetch family. fetch comes with Node's AbortController, which it checks signals against.
import { TestEnvironment } from 'jest-environment-jsdom';
import { realmFetch } from './node-environment.mjs';

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'BroadcastChannel',
  'setImmediate',
  'clearImmediate',
];

export default class JsdomWithNodeGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    this.global.fetch = realmFetch(this.global);
  }
}
