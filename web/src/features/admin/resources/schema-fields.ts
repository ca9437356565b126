import type { z } from 'zod';
import type { Empty, FieldDef, FieldKind, FieldLook, FieldLooks } from './types';

/** zod's own description of a schema (its `def`), as far as the forms read it. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  defaultValue?: unknown;
  entries?: Record<string, string>;
  element?: z.ZodType;
  format?: string;
  checks?: Array<{ _zod: { def: { check: string; format?: string; value?: unknown } } }>;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'];

/** The checks of a schema and of what it wraps or pipes into (an e-mail address is a trimmed text piped into `z.email()`). */
function checksOf(s: z.ZodType): Array<{ check: string; format?: string; value?: unknown }> {
  const def = defOf(s);
  const own = (def.checks ?? []).map((c) => c._zod.def);
  if (def.format) own.push({ check: 'format', format: def.format });
  const inner = [def.innerType, def.in, def.out].filter((x): x is z.ZodType => !!x);
  return [...own, ...inner.flatMap(checksOf)];
}

/** What the contract says of one field: its type, whether it may be left out or null, its default. */
export interface FieldFacts {
  name: string;
  /** The input its type gets: text, number, a checkbox, a select, a list, a date and time. */
  kind: Exclude<FieldKind, 'textarea' | 'password' | 'money' | 'reference'>;
  required: boolean;
  nullable: boolean;
  /** Its only possible value (a `z.literal`): nothing to choose, so no input. */
  fixed: boolean;
  options?: readonly string[];
  default?: unknown;
  /** The step of a number: 1 for whole numbers, else its `multipleOf`. */
  step?: number;
  /** A list of records: the fields of one record. */
  columns?: FieldFacts[];
}

/** The schema under `.optional()`, `.nullable()`, `.default()` and the input side of a pipe. */
function core(s: z.ZodType): { schema: z.ZodType; default?: unknown } {
  let schema = s;
  let dflt: unknown;
  for (;;) {
    const def = defOf(schema);
    if (def.type === 'default' || def.type === 'prefault') dflt ??= def.defaultValue;
    if (def.innerType && WRAPPERS.includes(def.type)) schema = def.innerType;
    else if (def.type === 'pipe' && def.in) schema = def.in;
    else return { schema, default: dflt };
  }
}

function kindOf(field: z.ZodType, s: z.ZodType): Pick<FieldFacts, 'kind' | 'options' | 'step' | 'columns'> {
  const def = defOf(s);
  const checks = checksOf(field);
  const format = (f: string) => checks.some((c) => c.format === f);
  switch (def.type) {
    case 'string':
      return { kind: format('email') ? 'email' : format('datetime') ? 'datetime' : 'text' };
    case 'number': {
      const multipleOf = checks.find((c) => c.check === 'multiple_of')?.value;
      return { kind: 'number', step: format('safeint') ? 1 : typeof multipleOf === 'number' ? multipleOf : undefined };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'select', options: Object.values(def.entries ?? {}) };
    case 'array': {
      // A list of records (a product's volume tiers) is a table of rows; a list of words is typed with commas.
      const element = def.element && core(def.element).schema;
      return element && defOf(element).type === 'object'
        ? { kind: 'rows', columns: schemaFields(element as z.ZodObject) }
        : { kind: 'list' };
    }
    default:
      // A union of text, number and true/false (a plan feature's value) is typed as text.
      return { kind: 'text' };
  }
}

/** The fields of an object schema, in its order, as the contract describes them. */
export function schemaFields(schema: z.ZodObject): FieldFacts[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => {
    const { schema: inner, default: dflt } = core(field);
    return {
      name,
      ...kindOf(field, inner),
      required: !field.safeParse(undefined).success,
      nullable: field.safeParse(null).success,
      fixed: defOf(inner).type === 'literal',
      default: dflt,
    };
  });
}

/**
 * What an emptied input sends: null where the field may be null; nothing where it may be left
 * out and has no default (an order's arrive-by day, changed only when given); the empty text
 * from a text input, so a text can be cleared and the contract's own message says what is
 * missing ("Enter the name."); else nothing.
 */
function emptyOf(f: FieldFacts, kind: FieldKind): Empty {
  if (f.nullable) return 'null';
  if (!f.required && f.default === undefined) return 'omit';
  return kind === 'text' || kind === 'textarea' ? 'keep' : 'omit';
}

const human = (name: string) => name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * A form's fields: every field of its schema (but a fixed one or one its looks leave off), in
 * the looks' order, then the rest in the schema's order. The contract gives the name, the input,
 * whether it is required, the choices, the step, the default and what an empty input sends; the
 * look gives the words and the widget.
 */
export function formFields(schema: z.ZodObject, looks: FieldLooks, overrides: FieldLooks = {}): FieldDef[] {
  const facts = new Map(schemaFields(schema).map((f) => [f.name, f]));
  const names = [...new Set([...Object.keys(looks), ...facts.keys()])].filter((n) => facts.has(n));
  return names.flatMap((name) => {
    const f = facts.get(name)!;
    const look: FieldLook | false | undefined = name in overrides ? overrides[name] : looks[name];
    return look === false || f.fixed ? [] : [fieldOf(f, look)];
  });
}

/** One field of a form: the contract's facts with its look (a list of records gets its columns the same way). */
function fieldOf(f: FieldFacts, look: FieldLook | undefined): FieldDef {
  const kind: FieldKind = look?.reference ? 'reference' : (look?.widget ?? f.kind);
  const field: FieldDef = {
    name: f.name,
    label: look?.label ?? human(f.name),
    kind,
    required: f.required,
    empty: look?.empty ?? emptyOf(f, kind),
  };
  if (look?.hint) field.hint = look.hint;
  const options = look?.options ?? f.options;
  if (options) field.options = options;
  if (look?.reference) field.reference = look.reference;
  const dflt = look?.default !== undefined ? look.default : f.default;
  if (dflt !== undefined) field.default = dflt as FieldDef['default'];
  if (kind === 'number' && f.step !== undefined) field.step = f.step;
  if (f.columns) field.columns = f.columns.map((c) => fieldOf(c, look?.columns?.[c.name]));
  if (look?.addRow) field.addRow = look.addRow;
  return field;
}
