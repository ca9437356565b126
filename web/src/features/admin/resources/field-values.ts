import { localInputValue } from '../../../components/format';
import type { AdminRecord } from '../api/admin.api';
import type { FieldDef, ResourceDef } from './types';

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

export const fieldsFor = (def: ResourceDef, mode: FormMode) => def.fields.filter((f) => !f.only || f.only === mode);

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
    out[f.name] = source ? displayOf(f, source[f.name]) : f.default !== undefined ? f.default : displayOf(f, undefined);
  }
  return out;
}

function emptyValue(f: FieldDef): unknown {
  const rule = f.empty ?? (f.kind === 'datetime' ? 'null' : f.kind === 'text' || f.kind === 'textarea' ? 'keep' : 'omit');
  return rule === 'null' ? null : rule === 'keep' ? '' : undefined;
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
