import { afterApi } from '../../app/after-api';
import { StandInSamples } from './SampleTiles';

/** Sample cards from the API, or drawn stand-ins while they load. */
export const SampleStrip = afterApi(StandInSamples, () => import('./SampleStripLive').then((m) => m.ApiSamples));
