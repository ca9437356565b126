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
    case 'password':
      return '';
    default:
      return v == null ? '' : String(v);
  }
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
  const out: FormValues = {};
  for (const f of fieldsFor(def, mode)) {
    const v = values[f.name];
    let r: unknown;
    if (f.kind === 'boolean') r = Boolean(v);
    else if (f.kind === 'reference') r = v == null || v === '' ? emptyValue(f) : Number(v);
    else if (v === '' || v == null) r = emptyValue(f);
    else if (f.kind === 'number') r = Number(String(v).trim());
    else if (f.kind === 'money') r = Math.round(Number(String(v).trim().replace(/^£/, '')) * 100) / 100;
    else if (f.kind === 'datetime') r = new Date(String(v)).toISOString();
    else if (f.kind === 'list')
      r = String(v)
        .split(/[\s,]+/)
        .filter(Boolean);
    else r = v;
    if (r !== undefined) out[f.name] = r;
  }
  return out;
}
