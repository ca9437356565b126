import { Link } from 'react-router';
import { dayName } from '../../components/format';
import { useGetAllowanceQuery } from './cards.api';

/**
 * "3 of 5 free designs left this month": shown in the designer before the limit is met, so the
 * wall never comes as a surprise. Each option made and each new set of words or artwork is one
 * design; bought pack designs are spent after the month's and do not expire.
 */
export function DesignsLeft() {
  const { data } = useGetAllowanceQuery();
  if (!data) return null;
  const month = Math.max(0, data.allowance - data.used);
  const left = month + data.pack_credits;
  return (
    <p className={`designs-left ${left <= 1 ? 'is-low' : ''}`} aria-live="polite">
      <strong>
        {month} of {data.allowance} {data.plan_slug === 'free' ? 'free ' : ''}design{data.allowance === 1 ? '' : 's'} left this month
      </strong>
      {data.pack_credits > 0 && <> · {data.pack_credits} bought</>}
      <span className="muted">
        {' '}
        · more on {dayName(data.resets_at)}
        {left <= 1 && (
          <>
            {' '}
            · <Link to="/subscription/new">More designs</Link>
          </>
        )}
      </span>
    </p>
  );
}
