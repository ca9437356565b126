import { z } from 'zod';
import { callsOf, defineCall, defineHealthCall } from '../calls.js';
import { ProviderWarning } from '../ops/queue.js';
import { generationRoutes } from './routes.js';
import {
  CardInstanceForCartReply,
  CardInstanceForCartRequest,
  CardInstanceRenderData,
  CardInstanceRenderDataRequest,
  photoUploadCalls,
} from './rpc.js';

/** Every call the generation service answers: its REST routes', the photo upload's, and those other services make. */
export const GenerationCalls = {
  ...callsOf(generationRoutes),
  photoUpload: photoUploadCalls.upload,
  /** cart-order adds an option to a cart with it (404 when not the actor's). */
  cardInstanceForCart: defineCall({
    subject: 'generation.card_instance.for_cart',
    request: CardInstanceForCartRequest,
    reply: CardInstanceForCartReply,
  }),
  /** rendering lays a card out from it (internal; no actor). */
  cardInstanceRenderData: defineCall({
    subject: 'generation.card_instance.render_data',
    request: CardInstanceRenderDataRequest,
    reply: CardInstanceRenderData,
  }),
  /** The admin's queues page shows what the start check of the AI provider's models found (internal; no actor). */
  providerStatus: defineCall({
    subject: 'generation.provider.status',
    request: z.object({}),
    reply: z.object({ warnings: z.array(ProviderWarning) }),
  }),
  health: defineHealthCall('generation'),
} as const;
