import { Link } from 'react-router';
import type { Occasion } from '../api/types';
import { afterApi } from './after-api';
import { FALLBACK_OCCASIONS } from './fallback-occasions';

type Shown = Pick<Occasion, 'slug' | 'name' | 'icon' | 'description'>;

export function OccasionList({ occasions }: { occasions: Shown[] }) {
  return (
    <ul className="occasion-grid" role="list">
      {occasions.map((o) => (
        <li key={o.slug}>
          <Link className="occasion" to={`/card/new/${o.slug}`}>
            <span className="occasion-icon" aria-hidden="true">{o.icon || '💌'}</span>
            <span className="occasion-name">{o.name}</span>
            {o.description && <span className="occasion-desc">{o.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface OccasionGridProps { limit?: number }

/** A standard set of occasions: what shows before the catalogue has loaded. */
function StandardOccasions({ limit = 8 }: OccasionGridProps) {
  return <OccasionList occasions={FALLBACK_OCCASIONS.slice(0, limit)} />;
}

/** The occasions to start a card from; the catalogue's when loaded, a standard set before. */
export const OccasionGrid = afterApi(StandardOccasions, () => import('./OccasionGridLive').then((m) => m.CatalogueOccasions));
