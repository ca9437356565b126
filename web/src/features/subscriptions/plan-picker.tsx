import { useListPlansQuery } from '../catalog/catalog.api';
import { money } from '../../components/format';
import { Icon, Spinner } from '../../components/icon';

/** A plan's feature values in words. */
export function featureLines(features: Record<string, string>): string[] {
  return Object.entries(features ?? {}).flatMap(([k, v]) => {
    if (k === 'generations_per_month') return [`${v} card designs a month`];
    if (k === 'free_delivery') return v === 'true' ? ['Free delivery'] : [];
    return v === 'true' ? [k.replace(/_/g, ' ')] : v === 'false' ? [] : [`${k.replace(/_/g, ' ')}: ${v}`];
  });
}

/** The plans as choosable cards with their features. */
export function PlanPicker({ value, onChange }: { value?: number; onChange: (id: number) => void }) {
  const { data, isLoading } = useListPlansQuery();
  if (isLoading) return <Spinner label="Loading plans" />;
  const plans = (data ?? []).filter((p) => p.active !== false);
  return (
    <div className="plan-grid" role="radiogroup" aria-label="Plan">
      {plans.map((p) => (
        <label key={p.id} className={`plan ${p.id === value ? 'is-selected' : ''}`}>
          <input
            type="radio"
            name="plan"
            value={p.id}
            checked={p.id === value}
            onChange={() => onChange(p.id)}
            className="visually-hidden"
          />
          <span className="plan-name">{p.name}</span>
          <span className="plan-price">
            {p.price > 0 ? (
              <>
                {money(p.price)}
                <small>/{p.interval ?? 'once'}</small>
              </>
            ) : (
              'Free'
            )}
          </span>
          {p.description && <span className="muted">{p.description}</span>}
          <ul role="list">
            {featureLines(p.features).map((f) => (
              <li key={f}>
                <Icon name="check" size={16} /> {f}
              </li>
            ))}
          </ul>
        </label>
      ))}
    </div>
  );
}
