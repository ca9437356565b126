import { defineCall, forwardedRoute, defineRoute, RpcCall } from '@cards/contracts';
import { afterAll, describe, expect, it } from '@jest/globals';
import { testLogger } from '@cards/testing/logger';
import { z } from 'zod';
import { AppError } from '../src/errors/app-error.js';
import { requestCall, ReplyContractError, serveCall } from '../src/rpc/calls.js';
import { MemoryRequestBus } from '../src/rpc/memory-request-bus.js';

const Greeting = z.object({ id: z.number().int(), words: z.string().min(1), tags: z.array(z.string()).default([]) });
const GetGreeting = defineCall({ subject: 'kit.greeting.get', request: z.object({ id: z.number().int().positive() }), reply: Greeting });

async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}

describe('declared calls', () => {
  const bus = new MemoryRequestBus(testLogger());
  afterAll(() => bus.close());

  it('when a service answers a reply that matches, then the caller gets it parsed (defaults filled in)', async () => {
    const call = defineCall({ ...GetGreeting, subject: 'kit.greeting.good' });
    await serveCall(bus, call, async (req) => ({ id: req.id, words: 'Happy birthday' }));
    expect(await requestCall(bus, call, { id: 7 })).toEqual({ id: 7, words: 'Happy birthday', tags: [] });
  });

  it("when a reply does not match its call's schema, then the caller refuses it with a message naming the call and the field", async () => {
    // A service that answers without the declaration (raw), as an older or broken one would.
    await bus.handle('kit.greeting.get', async () => ({ id: 'seven', words: '' }));
    const err = await rejection(requestCall(bus, GetGreeting, { id: 7 }));
    expect(err).toBeInstanceOf(ReplyContractError);
    expect((err as Error).message).toMatch(/^kit\.greeting\.get answered a reply that does not match its contract: /);
    expect((err as Error).message).toContain('id: ');
    expect((err as Error).message).toContain('words: ');
    // Not an AppError: the BFF answers it as a bare 500 and keeps the details in its log.
    expect(err).not.toBeInstanceOf(AppError);
  });

  it('when a handler answers a reply that breaks its schema and replies are checked, then the call fails with 500 naming the call', async () => {
    const call = defineCall({ ...GetGreeting, subject: 'kit.greeting.checked' });
    await serveCall(bus, call, async () => ({ id: 1 }) as unknown as z.input<typeof Greeting>, { checkReplies: true });
    const err = await rejection(requestCall(bus, call, { id: 1 }));
    expect(err).toMatchObject({ status: 500, code: 'reply_contract_broken' });
    expect((err as Error).message).toMatch(/^kit\.greeting\.checked answered a reply that does not match its contract: words: /);
  });

  it('when a handler answers a field its contract does not declare and replies are checked, then the call fails naming the field', async () => {
    const call = defineCall({ ...GetGreeting, subject: 'kit.greeting.extra' });
    await serveCall(bus, call, async () => ({ id: 1, words: 'hi', secret: 'not in the contract' }) as z.input<typeof Greeting>, {
      checkReplies: true,
    });
    await expect(requestCall(bus, call, { id: 1 })).rejects.toMatchObject({
      status: 500,
      code: 'reply_contract_broken',
      message: 'kit.greeting.extra answered fields its contract does not declare: secret',
    });
  });

  it("when a request breaks the call's schema, then it is refused with a 422 naming the field before the handler runs", async () => {
    const call = defineCall({ ...GetGreeting, subject: 'kit.greeting.strict' });
    let ran = false;
    await serveCall(bus, call, async (req) => {
      ran = true;
      return { id: req.id, words: 'x' };
    });
    const err = await rejection(bus.request(call.subject, { id: -1 }));
    expect(err).toMatchObject({ status: 422, code: 'validation_failed' });
    expect((err as AppError).details).toHaveProperty('id');
    expect(ran).toBe(false);
  });

  it('when the service raises an AppError, then the caller gets it unchanged', async () => {
    const call = defineCall({ ...GetGreeting, subject: 'kit.greeting.missing' });
    await serveCall(bus, call, async () => {
      throw new AppError(404, 'greeting_not_found', 'No such greeting');
    });
    await expect(requestCall(bus, call, { id: 1 })).rejects.toMatchObject({
      status: 404,
      code: 'greeting_not_found',
      message: 'No such greeting',
    });
  });

  it('when a subject is not <service>.<entity>.<verb>, then declaring the call fails', () => {
    expect(() => defineCall({ subject: 'kit.greeting', request: z.object({}), reply: z.null() })).toThrow(
      /kit\.greeting is not <service>\.<entity>\.<verb>/,
    );
    expect(GetGreeting.service).toBe('kit');
  });

  it('when a list route is forwarded, then its call answers a Page of the items; a 204 route answers null; others their response', () => {
    const list = forwardedRoute(
      'kit.greeting.list',
      defineRoute({ method: 'get', path: '/greetings', summary: 'List', tag: 'Kit', auth: 'public', response: z.array(Greeting) }),
    );
    expect(list.call.request).toBe(RpcCall);
    expect(list.call.reply.parse({ items: [{ id: 1, words: 'hi' }], total: 1 })).toEqual({
      items: [{ id: 1, words: 'hi', tags: [] }],
      total: 1,
    });
    expect(list.call.reply.safeParse([{ id: 1, words: 'hi' }]).success).toBe(false);
    const del = forwardedRoute(
      'kit.greeting.delete',
      defineRoute({ method: 'delete', path: '/greetings/:id', summary: 'Delete', tag: 'Kit', auth: 'admin', status: 204 }),
    );
    expect(del.call.reply.parse(null)).toBeNull();
    const one = forwardedRoute(
      'kit.greeting.show',
      defineRoute({ method: 'get', path: '/greetings/:id', summary: 'Show', tag: 'Kit', auth: 'public', response: Greeting }),
    );
    expect(one.call.reply).toBe(Greeting);
    const again = forwardedRoute(
      one.call,
      defineRoute({ method: 'get', path: '/admin/greetings/:id', summary: 'Show', tag: 'Kit', auth: 'admin', response: Greeting }),
    );
    expect(again.call).toBe(one.call);
  });
});
