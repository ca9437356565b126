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

export function chatReply(words: { front: string; inside: string }) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'gpt-4o-mini',
    choices: [
      { index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: JSON.stringify(words), refusal: null } },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  };
}
export function imageReply(b64 = PNG_1PX) {
  return { created: Math.floor(Date.now() / 1000), data: [{ b64_json: b64 }] };
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

export function apiError(status: number, message: string, code: string | null = null, type = 'invalid_request_error') {
  return { status, body: { error: { message, type, code, param: null } } };
}

/** Moderation passes everything unless a test scripts otherwise; other paths must be scripted. */
function defaultReply(path: string, body: Record<string, unknown>): Reply {
  if (path === '/moderations')
    return { status: 200, body: moderationReply((Array.isArray(body.input) ? body.input : [body.input]).map(() => false)) };
  return { status: 404, body: { error: { message: `no fake for ${path}` } } };
}

/**
 * A small local stand-in for the OpenAI API (chat completions, image generations and moderations), so the
 * real `openai` SDK runs against it: requests are recorded, replies are scripted per path
 * (first queued reply first, then the default), and `hang` holds a request until `release()`.
 */
export class FakeOpenAi {
  readonly requests: Recorded[] = [];
  private readonly scripted = new Map<string, Reply[]>();
  private readonly defaults = new Map<string, (body: Record<string, unknown>) => Reply>();
  private readonly hanging = new Set<ServerResponse>();
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.onRequest(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', () => r()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  /** Replies to use, in order, for the next requests to `path` (`/chat/completions`, `/images/generations`, `/moderations`). */
  script(path: string, ...replies: Reply[]) {
    this.scripted.set(path, [...(this.scripted.get(path) ?? []), ...replies]);
  }

  whenIdle(path: string, fn: (body: Record<string, unknown>) => Reply) {
    this.defaults.set(path, fn);
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
    const reply: Reply = queue?.shift() ?? this.defaults.get(path)?.(body) ?? defaultReply(path, body);
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
