import { afterApi } from '../../app/after-api';
import { FALLBACK_OCCASIONS } from '../../components/fallback-occasions';
import { OccasionList, type OccasionGridProps } from '../../components/occasion-list';

/** A standard set of occasions: what shows before the catalogue has loaded. */
function StandardOccasions({ limit = 8 }: OccasionGridProps) {
  return <OccasionList occasions={FALLBACK_OCCASIONS.slice(0, limit)} />;
}

/** The occasions to start a card from; the catalogue's when loaded, a standard set before. */
export const OccasionGrid = afterApi(StandardOccasions, () => import('./occasion-grid-live').then((m) => m.CatalogueOccasions));
