import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { AdminRecord } from '../api/admin.api';

/** What an empty input means to the API: leave it out, send null, or send the empty text. */
export type Empty = 'omit' | 'null' | 'keep';

export type FieldKind =
  'text' | 'textarea' | 'email' | 'password' | 'number' | 'money' | 'boolean' | 'select' | 'reference' | 'datetime' | 'list';

/** A record another resource points at, picked in the Dropdown. */
export interface ReferenceDef {
  endpoint: string;
  label: (r: AdminRecord) => string;
  hint?: (r: AdminRecord) => string | undefined;
  /** Other fields of the form this choice fills in (a customer's account). */
  also?: (r: AdminRecord) => Record<string, unknown>;
  /** Turns the fetched records into the options' records (a card's options out of cards). */
  rows?: (items: AdminRecord[]) => AdminRecord[];
  /** Narrows the options by another field of the form (a card option of the chosen user). */
  filter?: (r: AdminRecord, form: Record<string, unknown>) => boolean;
}

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  empty?: Empty;
  hint?: string;
  options?: ReadonlyArray<string | { value: string; label: string }>;
  reference?: ReferenceDef;
  /** Shown only on the new form, or only on the edit form. */
  only?: 'create' | 'edit';
  /** The new form starts with this (display form: text, true/false, an id). */
  default?: string | boolean | number | null;
  /** Whole-number inputs step by 1; sizes in mm by 0.1. */
  step?: number;
}

export interface ColumnDef {
  key: string;
  label: string;
  render?: (r: AdminRecord) => ReactNode;
  /** What the column sorts by, when not the raw value. */
  sortValue?: (r: AdminRecord) => string | number;
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
  /** REST collection, e.g. `/events` or `/admin/users`. */
  endpoint: string;
  /** Where the list comes from when not the collection itself (`/cards/samples`). */
  listEndpoint?: string;
  /** The request body of a create or update (default `{[wrapper]: values}`). */
  toBody?: (values: Record<string, unknown>, mode: 'create' | 'edit') => unknown;
  /** Whether this row may be deleted by the signed-in admin (never themselves). */
  canDelete?: (r: AdminRecord, me: { id: number } | null) => boolean;
  /** The wrapper key of create and update bodies (docs/api.md): `{event:{...}}`. */
  wrapper: string;
  idOf?: (r: AdminRecord) => string | number;
  labelOf: (r: AdminRecord) => string;
  columns: ColumnDef[];
  fields: FieldDef[];
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
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
    act: (url: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => Promise<unknown>,
  ) => Promise<void>;
  /** Per-field values of an existing record for the edit form (defaults to the record's own). */
  toForm?: (r: AdminRecord) => Record<string, unknown>;
  /** Keys the show page's detail list leaves out (shown better elsewhere on it). */
  hideOnShow?: string[];
  /** A section's own screens, replacing the generic ones. */
  custom?: { show?: boolean; list?: boolean; form?: boolean };
}
