import { plainResolver } from '../../../components/plain-resolver';
import { useState } from 'react';
import {
  Controller,
  useForm,
  type Control,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormSetValue,
} from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { errorMessage, fieldErrors } from '../../../api/base-api';
import { TextArea, TextField } from '../../../components/field';
import type { AdminRecord } from '../api/admin.api';
import { useAdminActionMutation } from '../api/admin.api';
import { useAdminStore } from '../api/admin-store';
import { fieldsFor, initialValues, toPayload, type FormMode, type FormValues } from '../resources/field-values';
import type { FieldDef, ResourceDef } from '../resources/types';
import { ReferencePicker } from './reference-picker';
import { RowsField } from './rows-field';
import { recordPath } from './paths';
import { Alert } from '../../../components/error-alert';

const inputType: Partial<Record<FieldDef['kind'], string>> = {
  email: 'email',
  password: 'password',
  datetime: 'datetime-local',
  number: 'number',
};

interface FieldProps {
  field: FieldDef;
  error: string | undefined;
}

/** A field's hint and, when it has one, its error, announced as it appears. */
function HintAndError({ hint, error }: { hint: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint && <span className="field-hint">{hint}</span>}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

function CheckField({ field: f, error, registration }: FieldProps & { registration: UseFormRegisterReturn }) {
  return (
    <div className="field field-check">
      <label>
        <input type="checkbox" {...registration} /> {f.label}
      </label>
      <HintAndError hint={f.hint} error={error} />
    </div>
  );
}

function SelectField({ id, field: f, error, registration }: FieldProps & { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div className="field">
      <label htmlFor={id}>{f.label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-required={f.required || undefined} {...registration}>
        {f.empty === 'null' && <option value="">—</option>}
        {(f.options ?? []).map((o) =>
          typeof o === 'string' ? (
            <option key={o} value={o}>
              {o}
            </option>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
      </select>
      <HintAndError hint={f.hint} error={error} />
    </div>
  );
}

/** A picker of another section's record; a pick may fill in other fields (`reference.also`). */
function ReferenceField({
  field: f,
  control,
  form,
  error,
  setValue,
}: FieldProps & { control: Control<FieldValues>; form: FieldValues; setValue: UseFormSetValue<FieldValues> }) {
  return (
    <div className="admin-field is-wide">
      <Controller
        control={control}
        name={f.name}
        render={({ field }) => (
          <ReferencePicker
            label={f.label}
            reference={f.reference!}
            value={(field.value as number | null) ?? null}
            error={error}
            form={form}
            onChange={(v, picked) => {
              field.onChange(v);
              if (picked && f.reference?.also) for (const [k, val] of Object.entries(f.reference.also(picked))) setValue(k, val);
            }}
          />
        )}
      />
    </div>
  );
}

/** A field typed as text: a text area on its own row, or an input of the field's kind. */
function PlainField({ field: f, error, registration }: FieldProps & { registration: UseFormRegisterReturn }) {
  if (f.kind === 'textarea') {
    return (
      <div className="admin-field is-wide">
        <TextArea label={f.label} hint={f.hint} error={error} aria-required={f.required || undefined} {...registration} />
      </div>
    );
  }
  return (
    <TextField
      label={f.label}
      hint={f.hint ?? (f.kind === 'money' ? 'In pounds, e.g. 3.95' : f.kind === 'list' ? 'Separate with commas' : undefined)}
      error={error}
      type={inputType[f.kind] ?? 'text'}
      inputMode={f.kind === 'money' ? 'decimal' : undefined}
      step={f.kind === 'number' ? (f.step ?? 1) : undefined}
      autoComplete={f.kind === 'password' ? 'new-password' : 'off'}
      aria-required={f.required || undefined}
      {...registration}
    />
  );
}

/**
 * The new and edit form of a section, validated with the contract's zod schema (what is typed
 * is turned into the API's shape first), showing the server's 422 details at their fields.
 */
export function ResourceForm({ def, mode, record }: { def: ResourceDef; mode: FormMode; record?: AdminRecord }) {
  const navigate = useNavigate();
  const store = useAdminStore(def);
  const [act] = useAdminActionMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const fields = fieldsFor(def, mode);
  const schema = mode === 'create' ? def.createSchema : def.updateSchema;
  const zr = plainResolver(schema as never) as unknown as Resolver<FieldValues>;
  const resolver: Resolver<FieldValues> = (values, ctx, opts) => zr(toPayload(def, mode, values), ctx, opts);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({
    defaultValues: initialValues(def, mode, record),
    resolver,
  });
  const form = watch();

  const onSubmit = handleSubmit(
    async (payload: FormValues) => {
      setFormError(null);
      const body = def.toBody ? def.toBody(payload, mode) : { [def.wrapper]: payload };
      try {
        const saved = mode === 'create' ? await store.create(body) : await store.update(def.idOf?.(record!) ?? Number(record!.id), body);
        if (mode === 'create' && def.afterCreate) {
          await def.afterCreate(saved, payload, (route, args) => act({ route, args, invalidates: [def.routes.list.path] }).unwrap());
        }
        navigate(recordPath(def, saved));
      } catch (error) {
        const byField = fieldErrors(error);
        const known = Object.entries(byField).filter(([k]) => fields.some((f) => f.name === k));
        for (const [k, message] of known) setError(k, { type: 'server', message });
        if (!known.length) setFormError(errorMessage(error, `Could not save the ${def.noun}.`));
      }
    },
    () => setFormError('Please correct the fields marked below.'),
  );

  const err = (name: string) => errors[name]?.message as string | undefined;
  return (
    <form
      className="card-box form admin-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={`${mode === 'create' ? 'New' : 'Edit'} ${def.noun}`}
    >
      {formError && <Alert>{formError}</Alert>}
      <div className="admin-form-grid">
        {fields.map((f) => {
          if (f.kind === 'boolean') return <CheckField key={f.name} field={f} error={err(f.name)} registration={register(f.name)} />;
          if (f.kind === 'reference' && f.reference)
            return <ReferenceField key={f.name} field={f} control={control} form={form} error={err(f.name)} setValue={setValue} />;
          if (f.kind === 'select')
            return <SelectField key={f.name} id={`f-${def.key}-${f.name}`} field={f} error={err(f.name)} registration={register(f.name)} />;
          if (f.kind === 'rows') return <RowsField key={f.name} field={f} control={control} register={register} errors={errors} />;
          return <PlainField key={f.name} field={f} error={err(f.name)} registration={register(f.name)} />;
        })}
      </div>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : mode === 'create' ? `Create ${def.noun}` : 'Save changes'}
        </button>
        <Link className="button button-ghost" to={record ? recordPath(def, record) : `/admin/${def.key}`}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
