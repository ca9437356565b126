import { localInputValue } from '../../../components/format';
import type { AdminRecord } from '../api/admin.api';
import { formFields } from './schema-fields';
import type { FieldDef, ResourceDef } from './types';

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

const forms = new WeakMap<ResourceDef, Record<FormMode, FieldDef[]>>();

/** The fields of a section's new or edit form: its schema's, with the section's looks. */
export function fieldsFor(def: ResourceDef, mode: FormMode): FieldDef[] {
  let both = forms.get(def);
  if (!both) {
    both = { create: formFields(def.createSchema, def.fields), edit: formFields(def.updateSchema, def.fields, def.editFields) };
    forms.set(def, both);
  }
  return both[mode];
}

/** An ISO timestamp as the value of a `datetime-local` input, in the browser's time zone. */
export function toLocalInput(iso: unknown): string {
  return typeof iso === 'string' ? localInputValue(iso) : '';
}

function displayOf(f: FieldDef, v: unknown): unknown {
  switch (f.kind) {
    case 'boolean':
      return Boolean(v);
    case 'reference':
      return v == null || v === '' ? null : Number(v);
    case 'datetime':
      return toLocalInput(v);
    case 'list':
      return Array.isArray(v) ? v.join(', ') : '';
    case 'rows':
      return Array.isArray(v) ? v.map((row: Record<string, unknown>) => rowDisplay(f.columns ?? [], row)) : [];
    case 'password':
      return '';
    default:
      return v == null ? '' : String(v);
  }
}

function rowDisplay(columns: FieldDef[], row: Record<string, unknown> | undefined): FormValues {
  return Object.fromEntries(columns.map((c) => [c.name, displayOf(c, row?.[c.name])]));
}

/** A new, empty row of a list of records, as the form shows it. */
export function emptyRow(f: FieldDef): FormValues {
  return rowDisplay(f.columns ?? [], undefined);
}

/** What the form shows: text for inputs, true/false for checkboxes, an id or null for references. */
export function initialValues(def: ResourceDef, mode: FormMode, record?: AdminRecord): FormValues {
  const source = record ? (def.toForm ? def.toForm(record) : record) : undefined;
  const out: FormValues = {};
  for (const f of fieldsFor(def, mode)) {
    out[f.name] = displayOf(f, source ? source[f.name] : f.default);
  }
  return out;
}

function emptyValue(f: FieldDef): unknown {
  return f.empty === 'null' ? null : f.empty === 'keep' ? '' : undefined;
}

/**
 * The API's shape of what was typed: numbers from text, pounds rounded to pence, lists from
 * comma-separated text, local times as ISO timestamps, and empty inputs as each field says.
 */
export function toPayload(def: ResourceDef, mode: FormMode, values: FormValues): FormValues {
  return payloadOf(fieldsFor(def, mode), values);
}

function payloadOf(fields: FieldDef[], values: FormValues): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const r = valueOf(f, values[f.name]);
    if (r !== undefined) out[f.name] = r;
  }
  return out;
}

/** A row left wholly empty is not a row: the admin added it and typed nothing. */
const blankRow = (row: FormValues) => Object.values(row).every((v) => v === '' || v == null);

function valueOf(f: FieldDef, v: unknown): unknown {
  if (f.kind === 'boolean') return Boolean(v);
  if (f.kind === 'reference') return v == null || v === '' ? emptyValue(f) : Number(v);
  if (f.kind === 'rows')
    return ((v as FormValues[] | undefined) ?? []).filter((row) => !blankRow(row)).map((row) => payloadOf(f.columns ?? [], row));
  if (v === '' || v == null) return emptyValue(f);
  if (f.kind === 'number') return Number(String(v).trim());
  if (f.kind === 'money') return Math.round(Number(String(v).trim().replace(/^£/, '')) * 100) / 100;
  if (f.kind === 'datetime') return new Date(String(v)).toISOString();
  if (f.kind === 'list')
    return String(v)
      .split(/[\s,]+/)
      .filter(Boolean);
  return v;
}
