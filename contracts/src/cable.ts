import { z } from 'zod';

export { CABLE_PATH } from './cable-path.js';

/**
 * ActionCable frames on `/ws` (subprotocol `actioncable-v1-json`), so the stock
 * `@rails/actioncable` client works unchanged.
 */
export const CABLE_PROTOCOL = 'actioncable-v1-json';

export const AccountChannelIdentifier = z.object({
  channel: z.literal('AccountChannel'),
  token: z.string().min(1),
});

/** What the client sends. `identifier` is a JSON string, echoed back byte for byte. */
export const CableCommand = z.object({
  command: z.enum(['subscribe', 'unsubscribe', 'message']),
  identifier: z.string(),
  data: z.string().optional(),
});
export type CableCommand = z.infer<typeof CableCommand>;

export type CableServerFrame =
  | { type: 'welcome' }
  | { type: 'ping'; message: number }
  | { type: 'confirm_subscription'; identifier: string }
  | { type: 'reject_subscription'; identifier: string }
  | { type: 'disconnect'; reason: string; reconnect: boolean }
  | { identifier: string; message: CardUpdatedMessage };

/** The one realtime message (docs/api.md, `/ws`): the SPA reloads its cards when it sees it. */
export const CardUpdatedMessage = z.object({
  message: z.literal('card_updated'),
  card: z.object({ id: z.number().int() }).passthrough(),
});
export type CardUpdatedMessage = z.infer<typeof CardUpdatedMessage>;
