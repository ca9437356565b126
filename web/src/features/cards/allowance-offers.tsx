import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { AllowanceDetails } from '../../api/types';
import { money } from '../../components/format';
import { Icon } from '../../components/icon';

/** The allowance details of a 402 `generation_allowance_exhausted`, if that is what the error is. */
export function allowanceOf(error: unknown): AllowanceDetails | undefined {
  const e = error as { status?: unknown; data?: { code?: string; details?: AllowanceDetails } } | undefined;
  return e?.status === 402 && e.data?.code === 'generation_allowance_exhausted' ? e.data.details : undefined;
}

/**
 * When this month's free designs are used up: a plan or a one-off pack, or ordering a design
 * already made (which costs none). The page moves to it as it appears, wherever the customer
 * pressed the button that ran out, and the heading takes the focus, so the way on is read next.
 */
export function AllowanceOffers({ details, orderable = false }: { details: AllowanceDetails; orderable?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={box} className="card-box stack-sm allowance-offers" role="alert">
      <h2 ref={heading} tabIndex={-1} style={{ margin: 0 }}>
        You’ve used this month’s {details.allowance} {details.plan_slug === 'free' ? 'free ' : ''}designs
      </h2>
      <p className="muted" style={{ margin: 0 }}>
        Each option we make and each new set of words or artwork is one design. Your card is saved: choose how to carry on, and new designs
        start as soon as you’ve paid.
      </p>
      {orderable && (
        <p style={{ margin: 0 }}>
          Or <a href="#options">order one of the options you have</a>: ordering uses no designs.
        </p>
      )}
      <div className="plan-grid">
        {details.offers.map((o) => (
          <div key={`${o.kind}-${o.plan_slug ?? o.name}`} className="plan">
            <span className="plan-name">{o.name}</span>
            {o.price !== undefined && (
              <span className="plan-price">
                {money(o.price)}
                {o.interval && <small>/{o.interval}</small>}
              </span>
            )}
            <span className="muted">
              {o.generations} card designs{o.kind === 'subscription' ? ' a month' : ''}
            </span>
            {o.kind === 'subscription' ? (
              <Link className="button button-primary" to={`/subscription/new${o.plan_id ? `?plan=${o.plan_id}` : ''}`}>
                <Icon name="gift" /> Choose plan
              </Link>
            ) : (
              o.checkout_url && (
                <a className="button button-primary" href={o.checkout_url}>
                  <Icon name="add" /> Buy pack
                </a>
              )
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
