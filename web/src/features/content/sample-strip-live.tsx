import { toSample, useSamplesQuery } from './samples.api';
import { SampleTiles, StandInSamples, type SampleStripProps } from './sample-tiles';

/** The API's sample cards (the stand-ins until they arrive). */
export function ApiSamples({ limit = 4 }: SampleStripProps) {
  const { data } = useSamplesQuery();
  if (!data?.length) return <StandInSamples limit={limit} />;
  return (
    <SampleTiles
      samples={data
        .slice(0, limit)
        .map(toSample)
        .map((s) => ({ ...s, sub: s.occasion }))}
    />
  );
}
