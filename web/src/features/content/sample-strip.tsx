import { afterApi } from '../../app/after-api';
import { StandInSamples } from './sample-tiles';

/** Sample cards from the API, or drawn stand-ins while they load. */
export const SampleStrip = afterApi(StandInSamples, () => import('./sample-strip-live').then((m) => m.ApiSamples));
