import { CardIdParams, GenerationCalls, RestoreCardWordsBody } from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import type { WordHistoryService } from './word-history.service.js';

/** `GET /card_instances/{id}/words` and the undo, `POST /card_instances/{id}/words/restore`. */
export async function registerWordHistoryHandlers(rpc: RequestBus, history: WordHistoryService) {
  const id = (params: Record<string, unknown>) => parseInput(CardIdParams, params).id;
  await serveCall(rpc, GenerationCalls.cardWordsHistory, async (call) => {
    const items = await history.history(requireActor(call), id(call.params));
    return { items, total: items.length };
  });
  await serveCall(rpc, GenerationCalls.restoreCardWords, async (call) =>
    history.restore(requireActor(call), id(call.params), parseInput(RestoreCardWordsBody, call.body).version),
  );
}
