import { Link } from 'react-router';
import { useListEventsQuery } from '../api/catalog.api';
import { FALLBACK_OCCASIONS } from './fallback-occasions';

/** The occasions to start a card from; the catalogue's when loaded, a standard set before. */
export function OccasionGrid({ limit = 8 }: { limit?: number }) {
  const { data } = useListEventsQuery();
  const occasions = (data?.filter((e) => e.active) ?? FALLBACK_OCCASIONS).slice(0, limit);
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
