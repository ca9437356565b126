import { Link } from 'react-router';
import type { Occasion } from '../api/types';

type Shown = Pick<Occasion, 'slug' | 'name' | 'icon' | 'description'>;

/** Occasions as links to the designer: the grid the stand-ins and the catalogue both fill. */
export function OccasionList({ occasions }: { occasions: Shown[] }) {
  return (
    <ul className="occasion-grid" role="list">
      {occasions.map((o) => (
        <li key={o.slug}>
          <Link className="occasion" to={`/card/new/${o.slug}`}>
            <span className="occasion-icon" aria-hidden="true">
              {o.icon || '💌'}
            </span>
            <span className="occasion-name">{o.name}</span>
            {o.description && <span className="occasion-desc">{o.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** How many occasions a grid shows. */
export interface OccasionGridProps {
  limit?: number;
}
