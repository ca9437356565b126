import { Link, useNavigate } from 'react-router';
import type { AllowanceDetails } from '../../api/types';
import { errorMessage } from '../../api/base-api';
import { toast } from '../../app/toast';
import { dayName, money } from '../../components/format';
import { Icon, Spinner } from '../../components/icon';
import { useBuyDesignPackMutation, useGetAllowanceQuery } from './cards.api';

/** Fewer than this is less than one more card's three options: the pack is offered beside the count. */
export const LOW_DESIGNS = 3;

type Pack = AllowanceDetails['offers'][number];

/** "20 more designs for £2.99": opens the pack's checkout, which comes back to this card once paid. */
function PackButton({ cardId, pack }: { cardId: number; pack: Pack }) {
  const [buy, state] = useBuyDesignPackMutation();
  const navigate = useNavigate();
  const onBuy = async () => {
    const r = await buy(cardId);
    if ('error' in r) {
      toast.error(errorMessage(r.error, 'We could not open the checkout. Please try again.'));
      return;
    }
    // The test provider's checkout is a page of the shop; Stripe's is its own site.
    const to = new URL(r.data.checkout_url, window.location.origin);
    if (to.origin === window.location.origin) void navigate(to.pathname + to.search);
    else window.location.assign(to.href);
  };
  return (
    <button type="button" className="button button-small" onClick={() => void onBuy()} disabled={state.isLoading || state.isSuccess}>
      {state.isLoading ? <Spinner label="Opening the checkout" /> : <Icon name="add" />} {pack.generations} more designs for{' '}
      {money(pack.price)}
    </button>
  );
}

/**
 * "27 of 30 free designs left this month": shown in the designer and on a card before the limit
 * is met, so the wall never comes as a surprise. Each option made and each new set of words or
 * artwork is one design; bought pack designs are spent after the month's and do not expire.
 * When fewer than one card's worth are left, the one-off pack is offered right here (on a card,
 * a button to its checkout; in the designer, before there is a card to come back to, in words).
 */
export function DesignsLeft({ cardId }: { cardId?: number }) {
  const { data } = useGetAllowanceQuery();
  // A note beside the designer: an answer of another shape (an older API) shows nothing rather than break the page.
  if (!data || !Array.isArray(data.offers)) return null;
  const month = Math.max(0, data.allowance - data.used);
  const left = month + data.pack_credits;
  const low = left < LOW_DESIGNS;
  const pack = data.offers.find((o) => o.kind === 'generation_pack');
  return (
    <div className={`designs-left ${low ? 'is-low' : ''}`} aria-live="polite">
      <p>
        <strong>
          {month} of {data.allowance} {data.plan_slug === 'free' ? 'free ' : ''}design{data.allowance === 1 ? '' : 's'} left this month
        </strong>
        {data.pack_credits > 0 && <> · {data.pack_credits} bought</>}
        <span className="muted"> · more on {dayName(data.resets_at)}</span>
      </p>
      {low && pack && (
        <p className="designs-more">
          {cardId ? (
            <PackButton cardId={cardId} pack={pack} />
          ) : (
            <span className="muted">
              More when you need them: {pack.generations} designs for {money(pack.price)}, from your card’s page.{' '}
            </span>
          )}{' '}
          <Link to="/subscription/new">Or a plan</Link>
        </p>
      )}
    </div>
  );
}
