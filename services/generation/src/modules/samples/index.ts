/** The public sample cards, seeded once for the administrator's account. The front door of the module; everything else in it is private. */
export { subscribeSampleSeeding } from './sample-cards.seed.js';
export { SAMPLES, sampleAnswers } from './sample-briefs.js';
export type { SampleOwner, SampleSeeding } from './sample-seeding.port.js';
