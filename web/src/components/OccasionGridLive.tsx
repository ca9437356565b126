import { useListEventsQuery } from '../api/catalog.api';
import { FALLBACK_OCCASIONS } from './fallback-occasions';
import { OccasionList, type OccasionGridProps } from './OccasionGrid';

/** The catalogue's active occasions (the standard set until they arrive). */
export function CatalogueOccasions({ limit = 8 }: OccasionGridProps) {
  const { data } = useListEventsQuery();
  return <OccasionList occasions={(data?.filter((e) => e.active) ?? FALLBACK_OCCASIONS).slice(0, limit)} />;
}
