import { CreateEventBody, EventIdParams, ListQuery, UpdateEventBody } from '@cards/contracts';
import { parseInput, requireAdmin, serveCall, type RequestBus } from '@cards/kit';
import type { EventService } from './event.service.js';

/** Request handlers for `/events`; the subjects are the BFF's forwarding targets. */
export async function registerEventHandlers(rpc: RequestBus, events: EventService) {
  await serveCall(rpc, 'catalog.event.list', async (call) =>
    events.list(parseInput(ListQuery, call.query), { includeInactive: !!call.actor?.admin }));
  await serveCall(rpc, 'catalog.event.get', async (call) => {
    const raw = String(call.params.id ?? '');
    // The designer addresses occasions by slug (/card/new/birthday); admins by id.
    const key = /^\d+$/.test(raw) ? parseInput(EventIdParams, call.params).id : raw;
    return events.get(key, { includeInactive: !!call.actor?.admin });
  });
  await serveCall(rpc, 'catalog.event.create', async (call) => {
    requireAdmin(call);
    return events.create(parseInput(CreateEventBody, call.body).event);
  });
  await serveCall(rpc, 'catalog.event.update', async (call) => {
    requireAdmin(call);
    return events.update(parseInput(EventIdParams, call.params).id, parseInput(UpdateEventBody, call.body).event);
  });
  await serveCall(rpc, 'catalog.event.delete', async (call) => {
    requireAdmin(call);
    await events.remove(parseInput(EventIdParams, call.params).id);
    return null;
  });
}
