import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { RouteRef } from '../../../api/route-request';
import type { AdminRecord, LooseArgs } from '../api/admin.api';

/** What an empty input means to the API: leave it out, send null, or send the empty text. */
export type Empty = 'omit' | 'null' | 'keep';

export type FieldKind =
  'text' | 'textarea' | 'email' | 'password' | 'number' | 'money' | 'boolean' | 'select' | 'reference' | 'datetime' | 'list' | 'rows';

/** A record another resource points at, picked in the Dropdown. */
export interface ReferenceDef {
  /** The list route the choices come from. */
  route: RouteRef;
  label: (r: AdminRecord) => string;
  hint?: (r: AdminRecord) => string | undefined;
  /** Other fields of the form this choice fills in (a customer's account). */
  also?: (r: AdminRecord) => Record<string, unknown>;
  /** Turns the fetched records into the options' records (a card's options out of cards). */
  rows?: (items: AdminRecord[]) => AdminRecord[];
  /** Narrows the options by another field of the form (a card option of the chosen user). */
  filter?: (r: AdminRecord, form: Record<string, unknown>) => boolean;
}

/** How a field of the contract is shown: everything about it that the contract does not say. */
export interface FieldLook {
  label: string;
  hint?: string;
  /** An input other than the one the field's type gets (text → textarea or password, number → money). */
  widget?: 'textarea' | 'password' | 'money';
  /** The words of an enum's values, in the select. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  reference?: ReferenceDef;
  /** The new form starts with this when the contract has no default (display form: text, true/false, an id). */
  default?: string | boolean | number | null;
  /** What an emptied input sends, when not what `schema-fields.ts` gathers from the contract. */
  empty?: Empty;
  /** A list of records (a product's volume tiers): the look of each column of a row. */
  columns?: Record<string, FieldLook>;
  /** A list of records: the words of the button that adds a row. */
  addRow?: string;
}

/** The look of each field the form shows, in order; `false` leaves a contract field off the form. */
export type FieldLooks<S extends z.ZodObject = z.ZodObject> = { [K in keyof z.input<S>]?: FieldLook | false };

/** One field of a form: the contract's facts about it with its look. */
export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  /** The contract requires it (no default, not optional). */
  required: boolean;
  empty: Empty;
  hint?: string;
  options?: ReadonlyArray<string | { value: string; label: string }>;
  reference?: ReferenceDef;
  /** The new form starts with this (display form). */
  default?: string | boolean | number | null;
  /** A number's step: 1 for whole numbers, else the contract's `multipleOf`. */
  step?: number;
  /** A list of records (`rows`): the fields of one row, each a column. */
  columns?: FieldDef[];
  addRow?: string;
}

export interface ColumnDef {
  key: string;
  label: string;
  render?: (r: AdminRecord) => ReactNode;
  /** What the column sorts by, when not the raw value. */
  sortValue?: (r: AdminRecord) => string | number;
}

/** The routes of a section: its list, one record (the route's one path param is the record's id), and its writes. */
export interface ResourceRoutes {
  list: RouteRef;
  get: RouteRef;
  create: RouteRef;
  update: RouteRef;
  delete: RouteRef;
}

/** One admin section: the list, new, show, edit and delete screens are built from it. */
export interface ResourceDef {
  /** List route and nav key: `events` → /admin/events. */
  key: string;
  /** Singular route segment: `event` → /admin/event/new, /admin/event/7, /admin/event/7/edit. */
  singular: string;
  title: string;
  /** The record in a sentence: "occasion". */
  noun: string;
  description: string;
  routes: ResourceRoutes;
  /** Where the list comes from when not `routes.list` (`/cards/samples`). */
  listRoute?: RouteRef;
  /** The request body of a create or update (default `{[wrapper]: values}`). */
  toBody?: (values: Record<string, unknown>, mode: 'create' | 'edit') => unknown;
  /** Whether this row may be deleted by the signed-in admin (never themselves). */
  canDelete?: (r: AdminRecord, me: { id: number } | null) => boolean;
  /** The wrapper key of create and update bodies (docs/api.md): `{event:{...}}`. */
  wrapper: string;
  idOf?: (r: AdminRecord) => string | number;
  labelOf: (r: AdminRecord) => string;
  columns: ColumnDef[];
  /** The contract's schemas of what the new and the edit forms send: their fields are the forms' fields. */
  createSchema: z.ZodObject;
  updateSchema: z.ZodObject;
  /**
   * The look of the fields, in the forms' order. A form shows the fields of its schema: those
   * named here first, then any the contract gained since, labelled from their names.
   */
  fields: FieldLooks;
  /** Looks of the edit form that differ from the new form's. */
  editFields?: FieldLooks;
  /** Lists the server does not page (samples): fetched whole, then paged and searched here. */
  clientPaging?: boolean;
  /** Extra filters the list page offers, sent as query parameters. */
  filters?: Array<{ name: string; label: string; options: ReadonlyArray<string> }>;
  readOnly?: { create?: boolean; edit?: boolean; delete?: boolean };
  deleteWord?: string;
  /** The toast's past tense of it ("ended", "archived"); default "deleted". */
  deletedWord?: string;
  /** Runs after a create succeeded (e.g. queue a new sample's options). */
  afterCreate?: (
    created: AdminRecord,
    form: Record<string, unknown>,
    act: (route: RouteRef, args: LooseArgs) => Promise<unknown>,
  ) => Promise<void>;
  /** Per-field values of an existing record for the edit form (defaults to the record's own). */
  toForm?: (r: AdminRecord) => Record<string, unknown>;
  /** Keys the show page's detail list leaves out (shown better elsewhere on it). */
  hideOnShow?: string[];
  /** A section's own screens, replacing the generic ones. */
  custom?: { show?: boolean; list?: boolean; form?: boolean };
}

/** A section's definition with its field looks typed by its schemas; `Given` are the keys said elsewhere. */
export type CheckedDef<C extends z.ZodObject, U extends z.ZodObject, Given extends keyof ResourceDef = never> = Omit<
  ResourceDef,
  'createSchema' | 'updateSchema' | 'fields' | 'editFields' | Given
> & {
  createSchema: C;
  updateSchema: U;
  fields: FieldLooks<C> & FieldLooks<U>;
  editFields?: FieldLooks<U>;
};

/**
 * A section, with its field looks checked against its schemas: a field the contract renames or
 * drops is a type error here rather than a field the form sends in vain.
 */
export function resource<C extends z.ZodObject, U extends z.ZodObject>(def: CheckedDef<C, U>): ResourceDef {
  return def as ResourceDef;
}
