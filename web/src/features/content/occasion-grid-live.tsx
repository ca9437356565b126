import { Link } from 'react-router';
import { useListEventsQuery } from '../catalog/catalog.api';
import { FALLBACK_OCCASIONS } from '../../components/fallback-occasions';
import { OccasionList, type OccasionGridProps } from '../../components/occasion-list';

/** The catalogue's active occasions (the standard set until they arrive); a way on when an admin has none open. */
export function CatalogueOccasions({ limit = 8 }: OccasionGridProps) {
  const { data } = useListEventsQuery();
  const occasions = (data?.filter((e) => e.active) ?? FALLBACK_OCCASIONS).slice(0, limit);
  if (occasions.length === 0) {
    return (
      <p className="muted" role="status">
        We’re refreshing our occasions just now. Please look again shortly, or browse our <Link to="/samples">sample cards</Link> for ideas.
      </p>
    );
  }
  return <OccasionList occasions={occasions} />;
}
