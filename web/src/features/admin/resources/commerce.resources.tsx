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
import type { RouteRef } from '../../../api/route-request';
import { cartOrder, catalog, generation, identity } from '../../../api/route-table.gen';
import type { AdminRecord } from '../api/admin.api';
import { displayValue, pounds, StatusPill } from '../components/display';
import { CustomerLink } from '../components/order-extra';
import { userRef } from './people.resources';
import { resource } from './types';

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

export const orders = resource({
  key: 'orders',
  singular: 'order',
  title: 'Orders',
  noun: 'order',
  routes: {
    list: cartOrder.adminListOrders,
    get: cartOrder.adminGetOrder,
    create: cartOrder.adminCreateOrder,
    update: cartOrder.adminUpdateOrder,
    delete: cartOrder.adminDeleteOrder,
  },
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
  fields: {
    user_id: { label: 'Customer', reference: { ...userRef, also: (r) => ({ account_id: r.account_id ?? null }) } },
    account_id: {
      label: 'Account',
      hint: 'The customer’s account: filled in when the customer is picked',
      reference: {
        route: identity.listAccounts,
        label: (r) => `${String(r.name || 'Account')} (#${String(r.id)})`,
        filter: (r, form) => !form.user_id || Number(r.user_id) === Number(form.user_id),
      },
    },
    card_instance_id: {
      label: 'Card option',
      hint: 'A ready option of one of the customer’s cards',
      reference: {
        route: generation.listCards,
        rows: cardOptions,
        label: (r) => `${String(r.card_title)} — option ${String(r.id)}`,
        filter: (r, form) => !form.user_id || Number(r.user_id) === Number(form.user_id),
      },
    },
    product_id: {
      label: 'Product',
      reference: { route: catalog.product.list, label: name, hint: (r) => `£${Number(r.price).toFixed(2)}` },
    },
    quantity: { label: 'Quantity', default: '1' },
    unit_price: { label: 'Unit price (£)', widget: 'money', hint: 'Empty: the catalogue price; 0 for a free replacement' },
    method: {
      label: 'Send to',
      default: 'to_recipient',
      options: [
        { value: 'to_recipient', label: 'The recipient' },
        { value: 'to_me', label: 'The customer' },
      ],
    },
    postage_class: { label: 'Postage', default: 'second' },
    name: { label: 'Addressed to' },
    line1: { label: 'Address line 1' },
    line2: { label: 'Address line 2' },
    city: { label: 'Town or city' },
    county: { label: 'County' },
    postcode: { label: 'Postcode' },
    shipping: { label: 'Shipping (£)', widget: 'money', hint: 'Empty: the postage class price' },
    tracking_number: { label: 'Tracking number' },
    note: { label: 'Note', widget: 'textarea' },
    // The status moves with the buttons on the order's page, each with its own question; the address with its own form.
    status: false,
    address: false,
  },
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
});

export const coupons = resource({
  key: 'coupons',
  singular: 'coupon',
  title: 'Coupons',
  noun: 'coupon',
  routes: {
    list: cartOrder.listCoupons,
    get: cartOrder.getCoupon,
    create: cartOrder.createCoupon,
    update: cartOrder.updateCoupon,
    delete: cartOrder.deleteCoupon,
  },
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
  fields: {
    key: { label: 'Code', hint: '2 to 40 letters, digits, - or _' },
    percent_off: { label: 'Percent off', hint: 'Either this…' },
    amount_off: { label: 'Amount off (£)', widget: 'money', hint: '…or this' },
    starts_at: { label: 'Starts' },
    expires_at: { label: 'Expires' },
    max_redemptions: { label: 'Most uses in all' },
    max_per_customer: { label: 'Most uses per customer' },
    min_subtotal: { label: 'Minimum subtotal (£)', widget: 'money' },
    active: { label: 'Active', default: true },
  },
  createSchema: CreateCouponBody.shape.coupon,
  updateSchema: UpdateCouponBody.shape.coupon,
});

const planRef = { route: catalog.plan.list, label: name, hint: (r: AdminRecord) => String(r.slug ?? '') };

export const subscriptions = resource({
  key: 'subscriptions',
  singular: 'subscription',
  title: 'Subscriptions',
  noun: 'subscription',
  routes: {
    list: cartOrder.listSubscriptions,
    get: cartOrder.getSubscription,
    create: cartOrder.createSubscription,
    update: cartOrder.updateSubscription,
    delete: cartOrder.deleteSubscription,
  },
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
  fields: {
    plan_id: { label: 'Plan', reference: planRef },
    account_id: {
      label: 'Account',
      reference: { route: identity.listAccounts, label: (r) => `${String(r.name || 'Account')} (#${String(r.id)})` },
    },
    status: { label: 'Status' },
    current_period_end: { label: 'Current period ends' },
    cancel_at_period_end: { label: 'Cancel at the end of the period' },
    // Where a customer's own checkout returns to: an administrator's grant has no checkout.
    success_url: false,
    cancel_url: false,
  },
  createSchema: CreateSubscriptionBody.shape.subscription,
  updateSchema: UpdateSubscriptionBody.shape.subscription,
  deleteWord: 'End',
  deletedWord: 'ended',
});

const catalogRef = (route: RouteRef) => ({ route, label: name });

export const samples = resource({
  key: 'samples',
  singular: 'sample',
  title: 'Samples',
  noun: 'sample card',
  routes: {
    list: generation.listCards,
    get: generation.getCard,
    create: generation.createCard,
    update: generation.updateCard,
    delete: generation.deleteCard,
  },
  listRoute: generation.cardSamples,
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
  fields: {
    event_id: { label: 'Occasion', reference: catalogRef(catalog.event.list) },
    style_id: { label: 'Style', reference: catalogRef(catalog.style.list) },
    persona_id: { label: 'Persona', reference: catalogRef(catalog.persona.list) },
    // Left out, the server makes the title; sent empty, it would keep an empty one.
    title: { label: 'Title', empty: 'omit', hint: 'Made from the occasion and recipient when left empty' },
    recipient_name: { label: 'Recipient' },
    sender_name: { label: 'Sender' },
    details: { label: 'Details for the words', widget: 'textarea' },
    sample: { label: 'Shown as a sample', default: true },
    // A customer's own mark on their cards; a sample belongs to nobody.
    favourite: false,
  },
  createSchema: CardInput,
  updateSchema: CardPatch,
  afterCreate: async (card, _form, act) => {
    await act(generation.generateCard, { params: { id: Number(card.id) }, body: {} });
  },
  custom: { show: true },
});
