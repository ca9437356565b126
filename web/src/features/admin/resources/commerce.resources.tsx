import {
  AddressInput,
  CardInput,
  CardPatch,
  CartQuantity,
  CreateCouponBody,
  CreateSubscriptionBody,
  DeliveryMethod,
  Id,
  OrderStatus,
  Pounds,
  PostageClass,
  SubscriptionStatus,
  UpdateAdminOrderBody,
  UpdateCouponBody,
  UpdateSubscriptionBody,
} from '@cards/contracts';
import type { Order } from '@cards/contracts';
import { z } from 'zod';
import type { AdminRecord } from '../api/admin.api';
import { displayValue, pounds, StatusPill } from '../components/display';
import { CustomerLink } from '../components/order-extra';
import { userRef } from './people.resources';
import type { ResourceDef } from './types';

const name = (r: AdminRecord) => String(r.name ?? r.id);

/** A manual order as one flat form: one line, the delivery and its address. */
const ManualOrderForm = z.object({
  user_id: Id,
  account_id: Id.nullable().optional(),
  card_instance_id: Id,
  product_id: Id,
  quantity: CartQuantity,
  unit_price: Pounds.optional(),
  method: DeliveryMethod,
  postage_class: PostageClass,
  ...AddressInput.pick({ name: true, line1: true, line2: true, city: true, county: true, postcode: true }).shape,
  shipping: Pounds.optional(),
  note: z.string().trim().max(2000).optional(),
});

/** Every option of every card, labelled by its card, for picking what a manual order prints. */
const cardOptions = (cards: AdminRecord[]) =>
  cards.flatMap((c) =>
    ((c.card_instances as AdminRecord[] | undefined) ?? [])
      .filter((i) => i.status === 'ready')
      .map((i) => ({ ...i, user_id: c.user_id, card_title: c.title }) as AdminRecord),
  );

export const orders: ResourceDef = {
  key: 'orders',
  singular: 'order',
  title: 'Orders',
  noun: 'order',
  endpoint: '/admin/orders',
  wrapper: 'order',
  description: 'Paid orders on their way from the printer to the customer.',
  labelOf: (r) => String(r.number ?? r.id),
  columns: [
    { key: 'number', label: 'Number', render: (r) => <span className="order-number">{String(r.number)}</span> },
    {
      key: 'customer',
      label: 'Customer',
      render: (r) => <CustomerLink order={r as unknown as Order} />,
      sortValue: (r) => String((r.customer as { name?: string } | null)?.name ?? ''),
    },
    { key: 'status', label: 'Status', render: (r) => <StatusPill status={String(r.status)} /> },
    { key: 'total', label: 'Total', render: (r) => pounds(r.total), sortValue: (r) => Number(r.total) },
    { key: 'planned_dispatch_date', label: 'Dispatch', render: (r) => displayValue(r.planned_dispatch_date) },
    { key: 'coupon', label: 'Coupon' },
    { key: 'created_at', label: 'Placed' },
  ],
  filters: [{ name: 'status', label: 'Status', options: OrderStatus.options }],
  fields: [
    {
      name: 'user_id',
      label: 'Customer',
      kind: 'reference',
      reference: { ...userRef, also: (r) => ({ account_id: r.account_id ?? null }) },
      only: 'create',
    },
    {
      name: 'account_id',
      label: 'Account',
      kind: 'reference',
      only: 'create',
      empty: 'null',
      hint: 'The customer’s account: filled in when the customer is picked',
      reference: {
        endpoint: '/accounts',
        label: (r) => `${String(r.name || 'Account')} (#${String(r.id)})`,
        filter: (r, form) => !form.user_id || Number(r.user_id) === Number(form.user_id),
      },
    },
    {
      name: 'card_instance_id',
      label: 'Card option',
      kind: 'reference',
      only: 'create',
      hint: 'A ready option of one of the customer’s cards',
      reference: {
        endpoint: '/cards',
        rows: cardOptions,
        label: (r) => `${String(r.card_title)} — option ${String(r.id)}`,
        filter: (r, form) => !form.user_id || Number(r.user_id) === Number(form.user_id),
      },
    },
    {
      name: 'product_id',
      label: 'Product',
      kind: 'reference',
      only: 'create',
      reference: { endpoint: '/products', label: name, hint: (r) => `£${Number(r.price).toFixed(2)}` },
    },
    { name: 'quantity', label: 'Quantity', kind: 'number', only: 'create', default: '1' },
    {
      name: 'unit_price',
      label: 'Unit price (£)',
      kind: 'money',
      only: 'create',
      hint: 'Empty: the catalogue price; 0 for a free replacement',
    },
    {
      name: 'method',
      label: 'Send to',
      kind: 'select',
      only: 'create',
      default: 'to_recipient',
      options: [
        { value: 'to_recipient', label: 'The recipient' },
        { value: 'to_me', label: 'The customer' },
      ],
    },
    { name: 'postage_class', label: 'Postage', kind: 'select', only: 'create', default: 'second', options: PostageClass.options },
    { name: 'name', label: 'Addressed to', kind: 'text', only: 'create' },
    { name: 'line1', label: 'Address line 1', kind: 'text', only: 'create' },
    { name: 'line2', label: 'Address line 2', kind: 'text', only: 'create' },
    { name: 'city', label: 'Town or city', kind: 'text', only: 'create' },
    { name: 'county', label: 'County', kind: 'text', only: 'create' },
    { name: 'postcode', label: 'Postcode', kind: 'text', only: 'create' },
    { name: 'shipping', label: 'Shipping (£)', kind: 'money', only: 'create', hint: 'Empty: the postage class price' },
    { name: 'tracking_number', label: 'Tracking number', kind: 'text', only: 'edit', empty: 'null' },
    { name: 'note', label: 'Note', kind: 'textarea', empty: 'omit', only: 'create' },
    { name: 'note', label: 'Note', kind: 'textarea', empty: 'null', only: 'edit' },
  ],
  createSchema: ManualOrderForm,
  updateSchema: UpdateAdminOrderBody.shape.order,
  toBody: (v, mode) =>
    mode === 'edit'
      ? { order: v }
      : {
          order: {
            user_id: v.user_id,
            account_id: v.account_id ?? null,
            items: [
              {
                card_instance_id: v.card_instance_id,
                product_id: v.product_id,
                quantity: v.quantity,
                ...(v.unit_price !== undefined ? { unit_price: v.unit_price } : {}),
              },
            ],
            delivery: {
              method: v.method,
              postage_class: v.postage_class,
              address: { name: v.name, line1: v.line1, line2: v.line2, city: v.city, county: v.county, postcode: v.postcode },
            },
            ...(v.shipping !== undefined ? { shipping: v.shipping } : {}),
            ...(v.note ? { note: v.note } : {}),
          },
        },
  deleteWord: 'Archive',
  deletedWord: 'archived',
  hideOnShow: [
    'status',
    'items',
    'delivery',
    'subtotal',
    'coupon',
    'coupon_value',
    'shipping',
    'vat',
    'total',
    'refunded_amount',
    'payment_intent_id',
    'paid_at',
    'tracking_number',
  ],
  canDelete: (r) => r.status === 'cancelled' || r.status === 'refunded',
  custom: { list: true },
};

export const coupons: ResourceDef = {
  key: 'coupons',
  singular: 'coupon',
  title: 'Coupons',
  noun: 'coupon',
  endpoint: '/coupons',
  wrapper: 'coupon',
  description: 'Discount codes: a percentage or an amount off, with limits and a window.',
  idOf: (r) => String(r.key),
  labelOf: (r) => String(r.key),
  columns: [
    { key: 'key', label: 'Code' },
    {
      key: 'percent_off',
      label: 'Off',
      render: (r) => (r.percent_off != null ? `${String(r.percent_off)}%` : pounds(r.amount_off)),
      sortValue: (r) => Number(r.percent_off ?? r.amount_off ?? 0),
    },
    { key: 'times_redeemed', label: 'Redeemed' },
    { key: 'expires_at', label: 'Expires' },
    { key: 'active', label: 'Active' },
  ],
  fields: [
    { name: 'key', label: 'Code', kind: 'text', hint: '2 to 40 letters, digits, - or _' },
    { name: 'percent_off', label: 'Percent off', kind: 'number', step: 0.01, empty: 'null', hint: 'Either this…' },
    { name: 'amount_off', label: 'Amount off (£)', kind: 'money', empty: 'null', hint: '…or this' },
    { name: 'starts_at', label: 'Starts', kind: 'datetime' },
    { name: 'expires_at', label: 'Expires', kind: 'datetime' },
    { name: 'max_redemptions', label: 'Most uses in all', kind: 'number', empty: 'null' },
    { name: 'max_per_customer', label: 'Most uses per customer', kind: 'number', empty: 'null' },
    { name: 'min_subtotal', label: 'Minimum subtotal (£)', kind: 'money', empty: 'null' },
    { name: 'active', label: 'Active', kind: 'boolean', default: true },
  ],
  createSchema: CreateCouponBody.shape.coupon,
  updateSchema: UpdateCouponBody.shape.coupon,
};

const planRef = { endpoint: '/plans', label: name, hint: (r: AdminRecord) => String(r.slug ?? '') };

export const subscriptions: ResourceDef = {
  key: 'subscriptions',
  singular: 'subscription',
  title: 'Subscriptions',
  noun: 'subscription',
  endpoint: '/subscriptions',
  wrapper: 'subscription',
  description: 'Plans accounts are on; granting one here needs no payment.',
  labelOf: (r) => `${String(r.plan_name ?? r.plan_slug ?? 'Plan')} · account ${String(r.account_id)}`,
  columns: [
    { key: 'plan_name', label: 'Plan' },
    { key: 'account_id', label: 'Account' },
    { key: 'status', label: 'Status', render: (r) => <StatusPill status={String(r.status)} /> },
    { key: 'provider', label: 'Provider' },
    { key: 'current_period_end', label: 'Renews or ends' },
  ],
  filters: [{ name: 'status', label: 'Status', options: SubscriptionStatus.options }],
  fields: [
    { name: 'plan_id', label: 'Plan', kind: 'reference', reference: planRef },
    {
      name: 'account_id',
      label: 'Account',
      kind: 'reference',
      only: 'create',
      reference: { endpoint: '/accounts', label: (r) => `${String(r.name || 'Account')} (#${String(r.id)})` },
    },
    { name: 'status', label: 'Status', kind: 'select', only: 'edit', options: SubscriptionStatus.options },
    { name: 'current_period_end', label: 'Current period ends', kind: 'datetime' },
    { name: 'cancel_at_period_end', label: 'Cancel at the end of the period', kind: 'boolean', only: 'edit' },
  ],
  createSchema: CreateSubscriptionBody.shape.subscription,
  updateSchema: UpdateSubscriptionBody.shape.subscription,
  deleteWord: 'End',
  deletedWord: 'ended',
};

const catalogRef = (endpoint: string) => ({ endpoint, label: name });

export const samples: ResourceDef = {
  key: 'samples',
  singular: 'sample',
  title: 'Samples',
  noun: 'sample card',
  endpoint: '/cards',
  listEndpoint: '/cards/samples',
  wrapper: 'card',
  description: 'Cards shown on /samples and the home page; a new one is generated at once.',
  clientPaging: true,
  labelOf: (r) => String(r.title ?? r.id),
  columns: [
    { key: 'title', label: 'Title' },
    {
      key: 'event',
      label: 'Occasion',
      render: (r) => String((r.event as { name?: string } | null)?.name ?? ''),
      sortValue: (r) => String((r.event as { name?: string } | null)?.name ?? ''),
    },
    { key: 'recipient_name', label: 'Recipient' },
    {
      key: 'card_instances',
      label: 'Options',
      render: (r) => String((r.card_instances as unknown[] | undefined)?.length ?? 0),
      sortValue: (r) => (r.card_instances as unknown[] | undefined)?.length ?? 0,
    },
  ],
  fields: [
    { name: 'event_id', label: 'Occasion', kind: 'reference', reference: catalogRef('/events') },
    { name: 'style_id', label: 'Style', kind: 'reference', empty: 'null', reference: catalogRef('/styles') },
    { name: 'persona_id', label: 'Persona', kind: 'reference', empty: 'null', reference: catalogRef('/personas') },
    { name: 'title', label: 'Title', kind: 'text', empty: 'omit', hint: 'Made from the occasion and recipient when left empty' },
    { name: 'recipient_name', label: 'Recipient', kind: 'text' },
    { name: 'sender_name', label: 'Sender', kind: 'text' },
    { name: 'details', label: 'Details for the words', kind: 'textarea' },
    { name: 'sample', label: 'Shown as a sample', kind: 'boolean', default: true },
  ],
  createSchema: CardInput,
  updateSchema: CardPatch,
  afterCreate: async (card, _form, act) => {
    await act(`/cards/${String(card.id)}/generate`, 'POST', {});
  },
  custom: { show: true },
};
