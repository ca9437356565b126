import { useRef, useState } from 'react';
import type { CartItem, CartRecipient } from '../../api/types';
import { toast } from '../../app/toast';
import { dayName, money } from '../../components/format';
import { Icon } from '../../components/icon';
import { countChannels, recipientsInWords } from '../../components/recipients-in-words';
import { tierInWords, volumeTier } from '../../components/volume-price';
import { useListProductsQuery } from '../catalog/catalog.api';
import { useRemoveFromCartMutation, useSetCartItemRecipientsMutation, type RecipientChoices } from './cart.api';
import { useLeaveWarning, usePendingEdit } from './unsaved-edits';
import { hasOwnDates, ListDatesSaid } from '../../components/list-dates-said';
import { ErrorAlert } from '../../components/error-alert';
import { CartLine } from './cart-line';

/** The line's list as the API takes it back: every recipient with the greeting they have now. */
const choicesOf = (rs: CartRecipient[]): RecipientChoices =>
  rs.map((r) => ({
    address_id: r.address_id,
    salutation: r.salutation,
    // Their own day and postage stay theirs when the list is sent back.
    ...(r.arrive_by ? { arrive_by: r.arrive_by } : {}),
    ...(r.postage_class ? { postage_class: r.postage_class } : {}),
  }));

/**
 * Saves a greeting once per value: leaving the field, pressing Save and going to checkout all
 * ask for it, and the second ask waits for the first rather than saving it again. A save that
 * failed is tried again when asked.
 */
function useGreetingSave(onGreeting: (s: string) => Promise<boolean>) {
  const inflight = useRef<{ value: string; kept: Promise<boolean>; done?: boolean }>(undefined);
  const save = (value: string) => {
    if (inflight.current?.value === value) return inflight.current.kept;
    const started = { value, kept: Promise.resolve(false) } as { value: string; kept: Promise<boolean>; done?: boolean };
    started.kept = onGreeting(value).then((ok) => {
      if (ok) started.done = true;
      else if (inflight.current === started) inflight.current = undefined;
      return ok;
    });
    inflight.current = started;
    return started.kept;
  };
  const isKept = (value: string) => inflight.current?.value === value && !!inflight.current.done;
  return { save, isKept };
}

/**
 * One recipient: their greeting for this card, changed in place and saved when the field is left
 * (or by Save, or before checkout), and a way to take them off. The greeting is checked by the API
 * (its length, moderation): the limit is not imported here, as that would bring zod's schemas to
 * the cart page, which has no form of its own.
 */
function Recipient({
  r,
  busy,
  onGreeting,
  onRemove,
}: {
  r: CartRecipient;
  busy: boolean;
  onGreeting: (s: string) => Promise<boolean>;
  onRemove?: () => void;
}) {
  const [greeting, setGreeting] = useState(r.salutation);
  const changed = greeting.trim() !== r.salutation;
  const input = useRef<HTMLInputElement>(null);
  const { save, isKept } = useGreetingSave(onGreeting);
  const saveTyped = () => (changed ? save(greeting.trim()) : Promise.resolve(true));
  usePendingEdit(`greeting-${r.address_id}`, {
    flush: saveTyped,
    focus: () => {
      input.current?.closest('details')?.setAttribute('open', '');
      input.current?.focus();
    },
  });
  useLeaveWarning(() => changed && !isKept(greeting.trim()));
  return (
    <li className="recipient">
      <span>
        <strong>{r.name}</strong>{' '}
        <small className="muted">{r.channel === 'post' ? `Posted to ${r.postcode}` : `E-card to ${r.email}`}</small>
      </span>
      <form
        className="recipient-greeting"
        onSubmit={(e) => {
          e.preventDefault();
          void saveTyped();
        }}
      >
        <label className="visually-hidden" htmlFor={`greeting-${r.id}`}>
          Greeting for {r.name}
        </label>
        <input
          id={`greeting-${r.id}`}
          ref={input}
          type="text"
          value={greeting}
          onChange={(e) => setGreeting(e.target.value)}
          onBlur={() => void saveTyped()}
        />
        {changed && (
          <button type="submit" className="button button-small" disabled={busy}>
            Save<span className="visually-hidden"> the greeting for {r.name}</span>
          </button>
        )}
        {onRemove && (
          <button type="button" className="button button-small button-ghost button-danger" disabled={busy} onClick={onRemove}>
            Remove<span className="visually-hidden"> {r.name}</span>
          </button>
        )}
      </form>
    </li>
  );
}

/** Who gets the line's cards, behind "Who gets one": greetings changed and people taken off send the line's whole list. */
function RecipientList({ item }: { item: CartItem }) {
  const [save, saving] = useSetCartItemRecipientsMutation();
  // Greetings sent but perhaps not yet back in the cart: each save sends the whole list, so a
  // second greeting saved before the cart is read again must not put the first one back.
  const sent = useRef(new Map<number, string>());
  const current = () => choicesOf(item.recipients.map((r) => ({ ...r, salutation: sent.current.get(r.address_id) ?? r.salutation })));
  const list = current();
  const put = async (recipients: RecipientChoices, done: string) => {
    const r = await save({ id: item.id, recipients });
    if ('data' in r) toast.success(done);
    return 'data' in r;
  };
  return (
    <details className="recipients-box">
      <summary>Who gets one ({item.recipients.length})</summary>
      {saving.isError && <ErrorAlert error={saving.error} fallback="The list could not be changed." />}
      <ul className="recipients" role="list" aria-label={`Who gets ${item.card_instance.title ?? 'this card'}`}>
        {item.recipients.map((r, i) => (
          <Recipient
            // Saving the list writes its rows again under new ids: the entry keeps a field on the
            // page (and what is being typed in it) across another person's save.
            key={`${r.address_id}-${r.salutation}`}
            r={r}
            busy={saving.isLoading}
            onGreeting={async (s) => {
              sent.current.set(r.address_id, s);
              const kept = await put(current(), `${r.name}’s greeting is saved.`);
              if (!kept && sent.current.get(r.address_id) === s) sent.current.delete(r.address_id);
              return kept;
            }}
            // The last one stays: the line itself is removed with Remove.
            onRemove={
              list.length > 1
                ? () =>
                    void put(
                      list.filter((_, j) => j !== i),
                      `${r.name} is off the list.`,
                    )
                : undefined
            }
          />
        ))}
      </ul>
    </details>
  );
}

/**
 * A cart line sent to many: its people, the unit price from its volume tier, postage per envelope,
 * and when its e-cards go: when the order is paid, or with the post on the day a held order is
 * released (`ecardsOn`, the planned print day of the chosen arrive-by day).
 */
export function MailingLine({ item, ecardsOn }: { item: CartItem; ecardsOn?: string | null }) {
  const [remove, removing] = useRemoveFromCartMutation();
  const products = useListProductsQuery();
  const product = products.data?.find((p) => p.id === item.product_id);
  const tier = product && volumeTier(product, item.quantity);
  const title = item.card_instance.title ?? 'Personalised card';
  const { post: envelopes, ecard: ecards } = countChannels(item.recipients);
  return (
    <CartLine
      item={item}
      title={title}
      // The list takes the line's whole width: on a phone the body column is too narrow for a greeting.
      below={<RecipientList item={item} />}
    >
      <span className="muted">
        {item.product.name} · {recipientsInWords(countChannels(item.recipients))}
      </span>
      <span className="muted">
        {item.quantity} printed × {money(item.unit_price)}
        {tier && tier.unit_price === item.unit_price ? ` (${tierInWords(tier)})` : ''}
      </span>
      <span className="muted">
        Postage for {envelopes} {envelopes === 1 ? 'envelope' : 'envelopes'}: {item.postage > 0 ? money(item.postage) : 'free'}
      </span>
      {item.ecards_note && (
        <span className="field-hint" data-testid="ecards-note">
          {item.ecards_note}
        </span>
      )}
      {hasOwnDates(item.list_dates) && <ListDatesSaid dates={item.list_dates} label={`When ${title} goes, by day`} />}
      {ecards > 0 && !hasOwnDates(item.list_dates) && (
        <span className="muted" data-testid="ecards-when">
          {ecards === 1 ? 'The e-card is' : `The ${ecards} e-cards are`} e-mailed{' '}
          {ecardsOn ? `on ${dayName(ecardsOn)}, when the cards are posted` : 'as soon as you pay'}
        </span>
      )}
      <span className="row">
        <button
          type="button"
          className="button button-small button-ghost button-danger"
          onClick={() => void remove(item.id)}
          disabled={removing.isLoading}
        >
          <Icon name="delete" size={16} /> Remove<span className="visually-hidden"> {title} for everyone</span>
        </button>
      </span>
    </CartLine>
  );
}
