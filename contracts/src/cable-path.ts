/**
 * Where the API serves its realtime socket (ActionCable frames, `cable.ts`). Apart from the
 * frames' schemas so that the web app can import it without zod.
 */
export const CABLE_PATH = '/ws';
