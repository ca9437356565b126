import { BookEntryInput } from '@cards/contracts';
import { defaultSalutation } from '@cards/contracts/recipient-greeting';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { toast } from '../../app/toast';
import { errorMessage, fieldErrors } from '../../api/base-api';
import {
  useCreateAddressMutation,
  useDeleteAddressMutation,
  useListAddressesQuery,
  useUpdateAddressMutation,
  type AddressForm,
} from './addresses.api';
import type { Address } from '../../api/types';
import { AddressFields } from '../../components/address-fields';
import { TextField } from '../../components/field';
import { Icon, Spinner } from '../../components/icon';
import { plainResolver } from '../../components/plain-resolver';
import { AddressImport } from './address-import';
import { CollectionLinkPanel, OfferedUpdates } from './collection-panel';
import { useListAddressGroupsQuery, useSetAddressGroupsMutation } from './address-import.api';
import { ErrorAlert } from '../../components/error-alert';

/** Adds an address, or edits one; the browser checks it first with the API's own rules. */
function AddressEditor({ address, onDone }: { address?: Address; onDone: () => void }) {
  const [create, creating] = useCreateAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const state = address ? updating : creating;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<AddressForm>({
    resolver: plainResolver(BookEntryInput),
    defaultValues: address
      ? {
          label: address.label,
          name: address.name,
          line1: address.line1,
          line2: address.line2,
          city: address.city,
          county: address.county,
          postcode: address.postcode,
          email: address.email,
          salutation: address.salutation,
          is_default: address.is_default,
        }
      : { is_default: false },
  });
  const groups = useGroupChoice(address);
  const onSubmit = handleSubmit(async (form) => {
    const r = address ? await update({ id: address.id, address: form }) : await create(form);
    if ('data' in r && r.data && (await groups.save(r.data.id))) {
      toast.success(address ? 'Address saved.' : 'Address added.');
      onDone();
    }
  });
  const server = fieldErrors(state.error);
  return (
    <form className="card-box form" onSubmit={onSubmit} noValidate aria-labelledby="address-editor-title">
      <h2 id="address-editor-title" ref={heading} tabIndex={-1} style={{ margin: 0 }}>
        {address ? 'Edit address' : 'Add an address'}
      </h2>
      {state.isError && !Object.keys(server).length && <ErrorAlert error={state.error} />}
      <AddressFields register={register as never} errors={errors} server={server} withLabel />
      <ContactFields register={register} errors={errors} server={server} name={watch('name') ?? ''} />
      <GroupFields choice={groups} />
      <label className="row check-row">
        <input type="checkbox" {...register('is_default')} /> Use this address first at checkout
      </label>
      <p className="field-hint">We deliver within the United Kingdom.</p>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={state.isLoading}>
          {state.isLoading && <Spinner label="Saving" />} Save address
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Where an e-card goes and how a card greets them; with an e-mail address the postal one may stay empty. */
function ContactFields(p: {
  register: UseFormRegister<AddressForm>;
  errors: FieldErrors<AddressForm>;
  server: Record<string, string>;
  /** The entry's name as typed: the greeting's hint shows what it would be left empty. */
  name: string;
}) {
  const err = (k: 'email' | 'salutation') => p.errors[k]?.message ?? p.server[k];
  return (
    <>
      <TextField
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        hint="Where an e-card goes. Someone who gets e-cards only needs no postal address: leave it empty."
        error={err('email')}
        {...p.register('email')}
      />
      <TextField
        label="Greeting (optional)"
        autoComplete="off"
        placeholder="Dear Aunt Jean"
        hint={`How a card sent to them begins, in place of the greeting written inside. Left empty: “${defaultSalutation(p.name)}”.`}
        error={err('salutation')}
        {...p.register('salutation')}
      />
    </>
  );
}

/** The groups an entry is in, as chosen on the editor: the book's groups ticked or not, and new ones typed. */
function useGroupChoice(address?: Address) {
  const { data: all = [] } = useListAddressGroupsQuery();
  const [set, setting] = useSetAddressGroupsMutation();
  const was = all.filter((g) => address && g.address_ids.includes(address.id)).map((g) => g.name);
  const [ticked, setTicked] = useState<string[] | null>(null);
  const [added, setAdded] = useState('');
  const chosen = ticked ?? was;
  const names = [...chosen, ...added.split(',').map((n) => n.trim())].filter(Boolean);
  const changed = names.length !== was.length || names.some((n) => !was.includes(n));
  return {
    all: all.map((g) => g.name),
    chosen,
    toggle: (name: string) => setTicked(chosen.includes(name) ? chosen.filter((n) => n !== name) : [...chosen, name]),
    added,
    setAdded,
    error: setting.error ? errorMessage(setting.error) : undefined,
    /** Saves the choice for the entry just saved, when it changed; false when it was refused. */
    save: async (id: number) => !changed || !('error' in (await set({ id, groups: names }))),
  };
}

function GroupFields({ choice }: { choice: ReturnType<typeof useGroupChoice> }) {
  return (
    <fieldset className="field address-groups">
      <legend>Groups</legend>
      {choice.all.map((name) => (
        <label key={name} className="row check-row">
          <input type="checkbox" checked={choice.chosen.includes(name)} onChange={() => choice.toggle(name)} /> {name}
        </label>
      ))}
      <TextField
        label={choice.all.length ? 'Also in a new group (optional)' : 'In a group (optional)'}
        placeholder="Christmas list"
        hint="Separate several with commas."
        value={choice.added}
        onChange={(e) => choice.setAdded(e.target.value)}
        error={choice.error}
      />
    </fieldset>
  );
}

/** What an address card says: the lines, the greeting, whether it is e-mail only, its groups. */
function AddressDetails({ address, groups }: { address: Address; groups: string[] }) {
  return (
    <>
      <address>
        {[address.name, address.line1, address.line2, address.city, address.county, address.postcode, address.email]
          .filter(Boolean)
          .map((l) => (
            <span key={l}>
              {l}
              <br />
            </span>
          ))}
      </address>
      {address.salutation && (
        <p className="muted" style={{ margin: 0 }}>
          Greeting: {address.salutation}
        </p>
      )}
      {!address.postcode && (
        <p className="field-hint" style={{ margin: 0 }}>
          E-mail only: gets an e-card.
        </p>
      )}
      {groups.length > 0 && (
        <p className="row" style={{ margin: 0, gap: '.35rem', flexWrap: 'wrap' }} aria-label="Groups">
          {groups.map((g) => (
            <span key={g} className="status-pill">
              {g}
            </span>
          ))}
        </p>
      )}
    </>
  );
}

function AddressCard({ address, groups, onEdit }: { address: Address; groups: string[]; onEdit: () => void }) {
  const [remove, removing] = useDeleteAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const [asking, setAsking] = useState(false);
  const title = address.label || address.name;
  return (
    <li className="card-box address-card">
      <div className="row space-between">
        <h3 style={{ margin: 0 }}>{title}</h3>
        {address.is_default && <span className="status-pill">Default</span>}
      </div>
      <AddressDetails address={address} groups={groups} />
      {asking ? (
        <div className="stack-sm" role="group" aria-label={`Delete ${title}?`}>
          <p style={{ margin: 0 }}>Delete this address? Orders already sent to it keep it.</p>
          <div className="button-row">
            <button
              type="button"
              className="button button-danger"
              disabled={removing.isLoading}
              onClick={() =>
                void remove(address.id).then((r) => {
                  if (!('error' in r)) toast.info('Address deleted.');
                })
              }
            >
              Yes, delete it
            </button>
            <button type="button" className="button" onClick={() => setAsking(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <div className="button-row">
          <button type="button" className="button button-small" onClick={onEdit} aria-label={`Edit ${title}`}>
            <Icon name="edit" size={16} /> Edit
          </button>
          {!address.is_default && address.postcode && (
            <button
              type="button"
              className="button button-small"
              disabled={updating.isLoading}
              aria-label={`Make ${title} the default`}
              onClick={() => void update({ id: address.id, address: { is_default: true } })}
            >
              Make default
            </button>
          )}
          <button
            type="button"
            className="button button-small button-ghost button-danger"
            onClick={() => setAsking(true)}
            aria-label={`Delete ${title}`}
          >
            <Icon name="delete" size={16} /> Delete
          </button>
        </div>
      )}
    </li>
  );
}

/** /profile/addresses: the address book that checkout saves to — list, add, edit, delete, default, import, groups. */
export function Page() {
  const { data, isLoading } = useListAddressesQuery();
  const { data: groups = [] } = useListAddressGroupsQuery();
  // "Import a list" from the send-to-many page opens the import here and goes back there after it.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = params.get('back');
  const [editing, setEditing] = useState<Address | 'new' | 'import' | null>(params.has('import') ? 'import' : null);
  const [groupId, setGroupId] = useState<number | null>(null);
  if (isLoading) return <Spinner label="Loading your addresses" />;
  const group = groups.find((g) => g.id === groupId);
  const addresses = (data ?? []).filter((a) => !group || group.address_ids.includes(a.id));
  const groupsOf = (id: number) => groups.filter((g) => g.address_ids.includes(id)).map((g) => g.name);
  return (
    <div className="stack-sm">
      {editing === 'import' ? (
        <AddressImport onDone={() => (back && /^\/(?!\/)/.test(back) ? void navigate(back) : setEditing(null))} />
      ) : editing ? (
        <AddressEditor
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div className="row space-between" style={{ flexWrap: 'wrap', gap: '.5rem' }}>
          <p className="muted" style={{ margin: 0 }}>
            {data?.length
              ? 'Addresses you have sent cards to. The default comes first at checkout.'
              : 'No saved addresses yet. Addresses you use at checkout are kept here.'}
          </p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => setEditing('import')}>
              Import a list
            </button>
            <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
              <Icon name="add" size={18} /> Add an address
            </button>
          </div>
        </div>
      )}
      {groups.length > 0 && (
        <div className="field" style={{ maxWidth: '20rem' }}>
          <label htmlFor="address-group-filter">Show</label>
          <select
            id="address-group-filter"
            value={groupId ?? ''}
            onChange={(e) => setGroupId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Every address ({data?.length ?? 0})</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name} ({g.address_ids.length})
              </option>
            ))}
          </select>
        </div>
      )}
      {!editing && <OfferedUpdates addresses={data ?? []} />}
      {!editing && group && <CollectionLinkPanel group={group} />}
      {addresses.length > 0 && (
        <ul className="address-list" role="list" aria-label="Saved addresses">
          {addresses.map((a) => (
            <AddressCard key={a.id} address={a} groups={groupsOf(a.id)} onEdit={() => setEditing(a)} />
          ))}
        </ul>
      )}
    </div>
  );
}
