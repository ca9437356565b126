import { useFieldArray, type Control, type FieldErrors, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { emptyRow } from '../resources/field-values';
import type { FieldDef } from '../resources/types';

type Message = { message?: unknown } | undefined;
const text = (e: Message) => (typeof e?.message === 'string' ? e.message : undefined);

/**
 * A list of records as a table of rows (a product's volume tiers: from quantity, price each):
 * each cell's mistake is shown at the cell, a mistake of the whole list (two tiers of one
 * quantity, a tier dearer than the price below it) under the table.
 */
export function RowsField({
  field: f,
  control,
  register,
  errors,
}: {
  field: FieldDef;
  control: Control;
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors;
}) {
  const { fields: rows, append, remove } = useFieldArray({ control, name: f.name });
  const columns = f.columns ?? [];
  const listError = errors[f.name] as (Message & { root?: Message } & Record<number, Record<string, Message>>) | undefined;
  const whole = text(listError) ?? text(listError?.root);
  const id = (i: number, c: string) => `f-${f.name}-${i}-${c}`;
  return (
    <fieldset className="admin-field is-wide rows-field" aria-describedby={whole ? `f-${f.name}-error` : undefined}>
      <legend className="field-label">{f.label}</legend>
      {f.hint && <span className="field-hint">{f.hint}</span>}
      {rows.map((row, i) => (
        <div key={row.id} className="rows-field-row" role="group" aria-label={`${f.label}: row ${i + 1}`}>
          {columns.map((c) => {
            const err = text(listError?.[i]?.[c.name]);
            return (
              <div className="field" key={c.name}>
                <label htmlFor={id(i, c.name)}>{c.label}</label>
                <input
                  id={id(i, c.name)}
                  type={c.kind === 'number' ? 'number' : 'text'}
                  inputMode={c.kind === 'money' ? 'decimal' : undefined}
                  step={c.kind === 'number' ? (c.step ?? 1) : undefined}
                  aria-invalid={err ? true : undefined}
                  aria-describedby={err ? `${id(i, c.name)}-error` : undefined}
                  {...register(`${f.name}.${i}.${c.name}`)}
                />
                {err && (
                  <span id={`${id(i, c.name)}-error`} className="field-error">
                    {err}
                  </span>
                )}
              </div>
            );
          })}
          <button type="button" className="button button-small button-ghost button-danger" onClick={() => remove(i)}>
            Remove<span className="visually-hidden"> row {i + 1}</span>
          </button>
        </div>
      ))}
      <button type="button" className="button button-small" onClick={() => append(emptyRow(f))}>
        {f.addRow ?? 'Add a row'}
      </button>
      {whole && (
        <span id={`f-${f.name}-error`} className="field-error" role="alert">
          {whole}
        </span>
      )}
    </fieldset>
  );
}
