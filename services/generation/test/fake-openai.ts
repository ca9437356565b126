import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one request: a status and JSON body, optionally after a delay, or never. */
export type Reply = { status: number; body: unknown; delayMs?: number } | 'hang';

export interface Recorded {
  path: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

/** A 1×1 transparent PNG, as the images API would send it (base64). */
export const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The card words the model answers with, in the fields the generator declares. */
export interface WordsAnswer {
  front: string;
  greeting: string;
  message: string;
  sign_off: string;
}

/** Usage as the Responses API reports it (the bench prices these). */
export const WORDS_USAGE = {
  input_tokens: 1450,
  input_tokens_details: { cached_tokens: 0 },
  output_tokens: 210,
  output_tokens_details: { reasoning_tokens: 90 },
  total_tokens: 1660,
};

/** A Responses API answer; `over` changes its status, output or usage (a refusal, a cut-off answer). */
export function wordsReply(words: WordsAnswer | string, over: Record<string, unknown> = {}) {
  const text = typeof words === 'string' ? words : JSON.stringify(words);
  return {
    id: 'resp_fake',
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: 'completed',
    error: null,
    incomplete_details: null,
    model: 'gpt-6.1-terra',
    output: [
      {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text, annotations: [] }],
      },
    ],
    usage: WORDS_USAGE,
    ...over,
  };
}

/** The model declined: its message carries a refusal instead of text. */
export function refusalReply() {
  return wordsReply('', {
    output: [
      {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'refusal', refusal: "I'm sorry, I can't help with that." }],
      },
    ],
  });
}

/** The answer ran into `max_output_tokens`: incomplete, its text cut mid-way. */
export function cutOffReply() {
  return wordsReply('{"front":"Happy Birthday, Sam!","greeting":"Dear Sam,","message":"I hope', {
    status: 'incomplete',
    incomplete_details: { reason: 'max_output_tokens' },
  });
}

/** Usage as the images API reports it for one picture. */
export const IMAGE_USAGE = {
  input_tokens: 120,
  input_tokens_details: { text_tokens: 120, image_tokens: 0 },
  output_tokens: 1056,
  total_tokens: 1176,
};
export function imageReply(b64 = PNG_1PX) {
  return { created: Math.floor(Date.now() / 1000), data: [{ b64_json: b64 }], usage: IMAGE_USAGE };
}
/** A moderation answer: one result per input, flagged or not (flagged ones as harassment). */
export function moderationReply(flags: boolean[]) {
  return {
    id: 'modr-fake',
    model: 'omni-moderation-latest',
    results: flags.map((flagged) => ({
      flagged,
      categories: { harassment: flagged, hate: false, sexual: false, violence: false },
      category_scores: { harassment: flagged ? 0.97 : 0.01, hate: 0, sexual: 0, violence: 0 },
    })),
  };
}

export function apiError(status: number, message: string, code: string | null = null, type = 'invalid_request_error'): Reply {
  return { status, body: { error: { message, type, code, param: null } } };
}

/** The models the fake serves: the shop's defaults and the tests' own names; any other is unknown (404), as a retired one is. */
export const KNOWN_MODELS = ['gpt-6.1-terra', 'gpt-image-2.6-flare', 'omni-moderation-latest', 'gpt-test', 'gpt-image-test'];

/** A model as `GET /models/{id}` describes it. */
export function modelReply(id: string, shutdownDate: string | null = null) {
  return { id, object: 'model', created: 1_780_000_000, owned_by: 'openai', shutdown_date: shutdownDate };
}

/** Moderation passes everything and known models are found, unless a test scripts otherwise; other paths must be scripted. */
function defaultReply(path: string, body: Record<string, unknown>, known: ReadonlySet<string>): Reply {
  const model = /^\/models\/(.+)$/.exec(path)?.[1];
  if (model !== undefined)
    return known.has(decodeURIComponent(model))
      ? { status: 200, body: modelReply(decodeURIComponent(model)) }
      : apiError(404, `The model '${decodeURIComponent(model)}' does not exist`, 'model_not_found');
  if (path === '/moderations')
    return { status: 200, body: moderationReply((Array.isArray(body.input) ? body.input : [body.input]).map(() => false)) };
  return { status: 404, body: { error: { message: `no fake for ${path}` } } };
}

/**
 * A small local stand-in for the OpenAI API (responses, image generations, moderations and models), so the
 * real `openai` SDK runs against it: requests are recorded, replies are scripted per path
 * (first queued reply first, then the default), and `hang` holds a request until `release()`.
 */
export class FakeOpenAi {
  readonly requests: Recorded[] = [];
  private readonly scripted = new Map<string, Reply[]>();
  private readonly defaults = new Map<string, (body: Record<string, unknown>) => Reply>();
  private readonly hanging = new Set<ServerResponse>();
  private failing?: () => Reply;
  /** Models `GET /models/{id}` finds; a test forgets one to play a retired model. */
  readonly models = new Set(KNOWN_MODELS);
  private server?: Server;
  url = '';

  /** Listens on 127.0.0.1, on `port` or a free one. */
  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.onRequest(req, res));
    await new Promise<void>((r) => this.server!.listen(port, '127.0.0.1', () => r()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  /** Replies to use, in order, for the next requests to `path` (`/responses`, `/images/generations`, `/moderations`, `/models/<id>`). */
  script(path: string, ...replies: Reply[]) {
    this.scripted.set(path, [...(this.scripted.get(path) ?? []), ...replies]);
  }

  whenIdle(path: string, fn: (body: Record<string, unknown>) => Reply) {
    this.defaults.set(path, fn);
  }

  /** Answers every request but moderation's with `fn` (after any scripted reply): a provider that fails everything. */
  failAll(fn: () => Reply) {
    this.failing = fn;
  }

  count(path: string) {
    return this.requests.filter((r) => r.path === path).length;
  }

  /** Ends every held request by dropping its connection. */
  release() {
    for (const res of this.hanging) res.socket?.destroy();
    this.hanging.clear();
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const path = (req.url ?? '').replace(/^\/v1/, '').split('?')[0]!;
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
    this.requests.push({ path, body, headers: req.headers });
    const queue = this.scripted.get(path);
    const failed = this.failing && path !== '/moderations' ? this.failing() : undefined;
    const reply: Reply = queue?.shift() ?? failed ?? this.defaults.get(path)?.(body) ?? defaultReply(path, body, this.models);
    if (reply === 'hang') {
      this.hanging.add(res);
      return;
    }
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    res.writeHead(reply.status, { 'content-type': 'application/json', 'x-request-id': `req_${this.requests.length}` });
    res.end(JSON.stringify(reply.body));
  }

  async stop() {
    this.release();
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
}

/** A whole card's words as the model's fields: the first paragraph the greeting, the last one's first line the sign-off (the name is added by the generator). */
export function answerOf(card: { front: string; inside: string }): WordsAnswer {
  const parts = card.inside.split('\n\n');
  return {
    front: card.front,
    greeting: parts[0] ?? '',
    message: parts.slice(1, -1).join('\n\n'),
    sign_off: (parts.at(-1) ?? '').split('\n')[0] ?? '',
  };
}

/**
 * Usage as the provider would count it for a request and its answer: about four characters a
 * token (the provider's rule of thumb for English), the instructions and input counted in, and
 * `reasoningTokens` spent thinking on top of the answer's own.
 */
export function usageFor(body: Record<string, unknown>, answer: string, reasoningTokens = 0) {
  const input_tokens = Math.ceil((String(body.instructions ?? '') + JSON.stringify(body.input ?? body.prompt ?? '')).length / 4);
  const output_tokens = Math.ceil(answer.length / 4) + reasoningTokens;
  return {
    input_tokens,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens,
    output_tokens_details: { reasoning_tokens: reasoningTokens },
    total_tokens: input_tokens + output_tokens,
  };
}
