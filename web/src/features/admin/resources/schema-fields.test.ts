import { OccasionInput, STYLE_FAMILIES, UpdateAdminOrderBody, UpdateCouponBody } from '@cards/contracts';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { SECTIONS } from '.';
import { fieldsFor, initialValues, toPayload } from './field-values';
import { formFields } from './schema-fields';

const byName = (fields: ReturnType<typeof formFields>) => Object.fromEntries(fields.map((f) => [f.name, f]));

describe('admin form fields from the contract', () => {
  it('when the contract gains a field, then the form shows it after the described ones, labelled from its name', () => {
    const fields = formFields(OccasionInput.extend({ gift_wrap_note: z.string().max(40) }), { name: { label: 'Name' } });
    expect(fields[0]).toMatchObject({ name: 'name', label: 'Name', kind: 'text', required: true });
    expect(fields.at(-1)).toMatchObject({ name: 'gift_wrap_note', label: 'Gift wrap note', kind: 'text', required: true, empty: 'keep' });
  });

  it('when a field may be null, then an emptied input sends null; an emptied text sends the empty text; a number nothing', () => {
    const f = byName(formFields(OccasionInput, {}));
    expect(f.season_start!.empty).toBe('null');
    expect(f.description!.empty).toBe('keep');
    expect(f.position!.empty).toBe('omit');
    // A text that may be left out and has no default (an order's arrive-by day) sends nothing.
    const order = byName(formFields(UpdateAdminOrderBody.shape.order, {}));
    expect(order.arrive_by!.empty).toBe('omit');
  });

  it('when the contract says the type, then the input follows it: select, checkbox, list, e-mail, date and time, whole numbers', () => {
    const schema = z.object({
      size: z.enum(['A6', 'A5']),
      active: z.boolean().default(true),
      palette: z.array(z.string()).default([]),
      email: z.string().trim().pipe(z.email()),
      starts_at: z.string().datetime({ offset: true }).nullable().optional(),
      position: z.number().int().min(0).default(0),
      bleed_mm: z.number().multipleOf(0.5),
      currency: z.literal('GBP').default('GBP'),
    });
    const f = byName(formFields(schema, {}));
    expect(f.size).toMatchObject({ kind: 'select', options: ['A6', 'A5'], required: true });
    expect(f.active).toMatchObject({ kind: 'boolean', default: true, required: false });
    expect(f.palette!.kind).toBe('list');
    expect(f.email!.kind).toBe('email');
    expect(f.starts_at).toMatchObject({ kind: 'datetime', empty: 'null', required: false });
    expect(f.position).toMatchObject({ kind: 'number', step: 1, default: 0 });
    expect(f.bleed_mm!.step).toBe(0.5);
    // One possible value: nothing to choose.
    expect(f.currency).toBeUndefined();
  });

  it('when a look names a widget, leaves a field off or differs on the edit form, then the form follows the look', () => {
    const looks = { amount_off: { label: 'Amount off (£)', widget: 'money' as const }, active: false as const };
    const edit = formFields(UpdateCouponBody.shape.coupon, looks, { key: { label: 'Code (as customers type it)' } });
    const f = byName(edit);
    expect(f.amount_off).toMatchObject({ kind: 'money', label: 'Amount off (£)' });
    expect(f.active).toBeUndefined();
    expect(f.key!.label).toBe('Code (as customers type it)');
  });

  it("when a field is a list of records (a product's volume tiers), then the form has a row per record with the record's fields as columns", () => {
    const def = SECTIONS.find((d) => d.key === 'products')!;
    const tiers = byName(fieldsFor(def, 'create')).volume_prices!;
    expect(tiers).toMatchObject({ kind: 'rows', label: 'Volume prices', addRow: 'Add a volume price' });
    expect(tiers.columns).toEqual([
      expect.objectContaining({ name: 'min_quantity', label: 'From quantity', kind: 'number', step: 1 }),
      expect.objectContaining({ name: 'unit_price', label: 'Price each (£)', kind: 'money' }),
    ]);
    // What the form shows and sends: text in the inputs, numbers to the API, a row left empty dropped.
    const shown = initialValues(def, 'edit', { id: 1, price: 3.95, volume_prices: [{ min_quantity: 10, unit_price: 3.5 }] });
    expect(shown.volume_prices).toEqual([{ min_quantity: '10', unit_price: '3.5' }]);
    const typed = {
      ...shown,
      volume_prices: [
        { min_quantity: '25', unit_price: '£3.20' },
        { min_quantity: '', unit_price: '' },
      ],
    };
    expect(toPayload(def, 'edit', typed).volume_prices).toEqual([{ min_quantity: 25, unit_price: 3.2 }]);
    expect(toPayload(def, 'edit', { ...typed, volume_prices: [] }).volume_prices).toEqual([]);
  });

  it("when an admin makes a style, then its family is a choice of the painters' families, watercolour unless they pick another", () => {
    const styles = SECTIONS.find((d) => d.key === 'styles')!;
    const family = formFields(styles.createSchema, styles.fields).find((f) => f.name === 'family');
    expect(family).toMatchObject({ label: 'Family', kind: 'select', options: [...STYLE_FAMILIES], default: 'watercolour' });
    expect(toPayload(styles, 'create', { ...initialValues(styles, 'create'), name: 'Risograph', family: 'flat' })).toMatchObject({
      family: 'flat',
    });
  });

  it('when a section describes its fields, then each is a field of its contract', () => {
    for (const def of SECTIONS) {
      const known = new Set([...Object.keys(def.createSchema.shape), ...Object.keys(def.updateSchema.shape)]);
      const unknown = [...Object.keys(def.fields), ...Object.keys(def.editFields ?? {})].filter((k) => !known.has(k));
      expect({ section: def.key, unknown }).toEqual({ section: def.key, unknown: [] });
    }
  });
});
