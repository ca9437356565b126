import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from './field';

export interface AddressFieldValues {
  name?: string;
  line1?: string;
  line2?: string;
  city?: string;
  county?: string;
  postcode?: string;
  label?: string;
}

/** The postal fields of a UK address, with the browser's autofill names and each field's message. */
export function AddressFields({
  register,
  errors,
  server = {},
  withLabel = false,
}: {
  register: UseFormRegister<AddressFieldValues>;
  errors: FieldErrors<AddressFieldValues>;
  server?: Record<string, string>;
  withLabel?: boolean;
}) {
  const err = (k: keyof AddressFieldValues) => errors[k]?.message ?? server[k];
  return (
    <>
      {withLabel && (
        <TextField
          label="Label (optional)"
          hint="How you know it, e.g. Mum or Work."
          autoComplete="off"
          error={err('label')}
          {...register('label')}
        />
      )}
      <TextField label="Full name" autoComplete="name" required error={err('name')} {...register('name')} />
      <TextField label="Address line 1" autoComplete="address-line1" required error={err('line1')} {...register('line1')} />
      <TextField label="Address line 2 (optional)" autoComplete="address-line2" error={err('line2')} {...register('line2')} />
      <div className="grid-2">
        <TextField label="Town or city" autoComplete="address-level2" required error={err('city')} {...register('city')} />
        <TextField label="Postcode" autoComplete="postal-code" required error={err('postcode')} {...register('postcode')} />
      </div>
    </>
  );
}
