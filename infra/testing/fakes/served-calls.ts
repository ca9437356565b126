import type { CallAnswer, CallDefinition } from '@cards/contracts';
import { serveCall, type RequestBus } from '@cards/kit';
import type { z } from 'zod';

/**
 * The calls a fake answers, each served with its reply checked against the declaration (so a
 * fake that drifts from the contract fails), and counted: `calls` says what the service under
 * test asked of the peer, by subject.
 */
export class ServedCalls {
  readonly calls = new Map<string, number>();

  constructor(protected readonly rpc: RequestBus) {}

  protected serve<C extends CallDefinition>(call: C, fn: (request: z.output<C['request']>) => Promise<CallAnswer<C>>): Promise<void> {
    return serveCall(
      this.rpc,
      call,
      async (request) => {
        this.calls.set(call.subject, (this.calls.get(call.subject) ?? 0) + 1);
        return fn(request);
      },
      { checkReplies: true },
    );
  }
}
