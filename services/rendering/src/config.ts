import { RendersConfigKeys } from './modules/renders/renders.config.js';

/** Rendering's environment keys: all of them the renders module's, declared beside it. */
export const RenderingConfigKeys = RendersConfigKeys;
