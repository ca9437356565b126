import { useListPlansQuery } from '../../api/catalog.api';
import { money } from '../../components/format';
import { Icon, Spinner } from '../../components/Icon';

/** The plans as choosable cards with their features. */
export function PlanPicker({ value, onChange }: { value?: number; onChange: (id: number) => void }) {
  const { data, isLoading } = useListPlansQuery();
  if (isLoading) return <Spinner label="Loading plans" />;
  const plans = (data ?? []).filter((p) => p.active !== false);
  return (
    <div className="plan-grid" role="radiogroup" aria-label="Plan">
      {plans.map((p) => (
        <label key={p.id} className={`plan ${p.id === value ? 'is-selected' : ''}`}>
          <input type="radio" name="plan" value={p.id} checked={p.id === value} onChange={() => onChange(p.id)} className="visually-hidden" />
          <span className="plan-name">{p.name}</span>
          <span className="plan-price">{p.price > 0 ? <>{money(p.price)}<small>/{p.interval ?? 'once'}</small></> : 'Free'}</span>
          {p.features?.length ? (
            <ul role="list">{p.features.map((f) => <li key={f.key}><Icon name="check" size={16} /> {f.name}{f.value && f.value !== 'true' ? `: ${f.value}` : ''}</li>)}</ul>
          ) : null}
        </label>
      ))}
    </div>
  );
}
