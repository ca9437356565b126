import { plainResolver } from '../../components/plain-resolver';
import { AddressInput } from '@cards/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useListAddressesQuery } from '../user/addresses.api';
import { useSetDeliveryMutation } from './cart.api';
import { fieldErrors } from '../../api/base-api';
import type { Address, Cart } from '../../api/types';
import { AddressFields } from '../../components/address-fields';
import { Spinner } from '../../components/icon';
import { useEffect, useState } from 'react';

type Form = z.input<typeof AddressInput>;

type Method = Cart['delivery']['method'];

/** To the customer, or straight to the recipient. */
function MethodChoice({ method, onChange }: { method: Method; onChange: (method: Method) => void }) {
  return (
    <fieldset className="product-options" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="field-label">Send the cards</legend>
      {(
        [
          ['to_me', 'To me', 'I’ll write and post them myself'],
          ['to_recipient', 'Straight to the recipient', 'We post it for you'],
        ] as const
      ).map(([v, label, hint]) => (
        <label key={v} className={`product-option ${method === v ? 'is-selected' : ''}`}>
          <input type="radio" name="method" value={v} checked={method === v} onChange={() => onChange(v)} />
          <span>
            <strong>{label}</strong>
            <br />
            <small className="muted">{hint}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** One of the address book's addresses, or a new one typed below. */
function SavedAddressChoice(props: { addresses: Address[]; value: number | 'new'; onChange: (value: number | 'new') => void }) {
  const { addresses, value: useSaved, onChange } = props;
  return (
    <fieldset className="product-options" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="field-label">Address</legend>
      {addresses.map((a) => (
        <label key={a.id} className={`product-option ${useSaved === a.id ? 'is-selected' : ''}`}>
          <input type="radio" name="address" checked={useSaved === a.id} onChange={() => onChange(a.id)} />
          <span>
            <strong>{a.label || a.name}</strong>
            <br />
            <small className="muted">{[a.name, a.line1, a.city, a.postcode].filter(Boolean).join(', ')}</small>
          </span>
        </label>
      ))}
      <label className={`product-option ${useSaved === 'new' ? 'is-selected' : ''}`}>
        <input type="radio" name="address" checked={useSaved === 'new'} onChange={() => onChange('new')} />
        <span>
          <strong>A new address</strong>
        </span>
      </label>
    </fieldset>
  );
}

/** Who gets the cards and where: a saved address or a new one (kept in the address book). */
export function DeliveryForm({ cart, onDone }: { cart: Cart; onDone: () => void }) {
  const saved = useListAddressesQuery();
  const [method, setMethod] = useState(cart.delivery.method);
  const [useSaved, setUseSaved] = useState<number | 'new'>(cart.delivery.address_id ?? 'new');
  // With nothing chosen yet, the address book's default comes first.
  const fallback = saved.data?.find((x) => x.is_default)?.id;
  useEffect(() => {
    if (cart.delivery.address_id == null && !cart.delivery.address && fallback != null) setUseSaved(fallback);
  }, [fallback, cart.delivery.address_id, cart.delivery.address]);
  const [setDelivery, state] = useSetDeliveryMutation();
  const current = cart.delivery.address;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({
    resolver: plainResolver(AddressInput),
    defaultValues: current
      ? {
          name: current.name,
          line1: current.line1,
          line2: current.line2,
          city: current.city,
          county: current.county,
          postcode: current.postcode,
        }
      : {},
  });
  const server = fieldErrors(state.error);
  const save = async (body: Parameters<typeof setDelivery>[0]) => {
    const r = await setDelivery(body);
    if (!('error' in r)) onDone();
  };
  const addresses = saved.data ?? [];
  return (
    <div className="form">
      <MethodChoice method={method} onChange={setMethod} />
      {addresses.length > 0 && <SavedAddressChoice addresses={addresses} value={useSaved} onChange={setUseSaved} />}
      {useSaved === 'new' ? (
        <form
          className="form"
          noValidate
          onSubmit={handleSubmit((a) => void save({ method, address: AddressInput.parse(a), save_address: true }))}
        >
          <AddressFields register={register as never} errors={errors} server={server} />
          <p className="field-hint">We deliver within the United Kingdom.</p>
          <button type="submit" className="button button-primary" disabled={state.isLoading}>
            {state.isLoading && <Spinner label="Saving" />} Use this address
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button button-primary"
          disabled={state.isLoading}
          onClick={() => void save({ method, address_id: useSaved })}
        >
          {state.isLoading && <Spinner label="Saving" />} Deliver here
        </button>
      )}
    </div>
  );
}
