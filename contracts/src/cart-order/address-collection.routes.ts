import { z } from 'zod';
import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import { AddressGroupParams } from './address-import.js';
import {
  CollectionLink,
  CollectionPage,
  CollectionSummaryReply,
  CollectionTokenParams,
  CreateCollectionLinkBody,
  GiveAddressBody,
  GiveAddressReply,
  OfferedUpdate,
} from './address-collection.js';

const Id = z.object({ id: z.coerce.number().int().positive() });

/** Links where people give their own address into a group of the sender's book (docs/address-book.md). */
export const addressCollectionRoutes = {
  createCollectionLink: forwardedRoute(
    'cart_order.collection_link.create',
    defineRoute({
      method: 'post',
      path: '/address_groups/:id/collection_link',
      summary: 'Make a link for people to give their own address into this group (it expires)',
      tag: 'Addresses',
      auth: 'user',
      params: AddressGroupParams,
      body: CreateCollectionLinkBody,
      response: CollectionLink,
      status: 201,
      errors: [404],
    }),
  ),
  listCollectionLinks: forwardedRoute(
    'cart_order.collection_link.list',
    defineRoute({
      method: 'get',
      path: '/collection_links',
      summary: 'My collection links',
      tag: 'Addresses',
      auth: 'user',
      response: z.array(CollectionLink),
    }),
  ),
  turnOffCollectionLink: forwardedRoute(
    'cart_order.collection_link.turn_off',
    defineRoute({
      method: 'delete',
      path: '/collection_links/:id',
      summary: 'Turn a collection link off (what it brought stays)',
      tag: 'Addresses',
      auth: 'user',
      params: Id,
      status: 204,
      errors: [404],
    }),
  ),
  sendCollectionSummary: forwardedRoute(
    'cart_order.collection_link.summary',
    defineRoute({
      method: 'post',
      path: '/collection_links/:id/summary',
      summary: 'Mail me one summary of what the link brought since the last one',
      tag: 'Addresses',
      auth: 'user',
      params: Id,
      response: CollectionSummaryReply,
      errors: [404],
    }),
  ),
  openCollectionLink: forwardedRoute(
    'cart_order.collection.open',
    defineRoute({
      method: 'get',
      path: '/collect/:token',
      summary: "A collection link's page: the sender's name only (no sign-in)",
      tag: 'Addresses',
      auth: 'public',
      params: CollectionTokenParams,
      response: CollectionPage,
      errors: [404, 410, 429],
    }),
  ),
  giveAddress: forwardedRoute(
    'cart_order.collection.give',
    defineRoute({
      method: 'post',
      path: '/collect/:token',
      summary: 'Give my own name and address through a collection link (no sign-in; 30 answers an hour per link)',
      tag: 'Addresses',
      auth: 'public',
      params: CollectionTokenParams,
      body: GiveAddressBody,
      response: GiveAddressReply,
      status: 201,
      errors: [404, 410, 422, 429],
    }),
  ),
  listOfferedUpdates: forwardedRoute(
    'cart_order.offered_update.list',
    defineRoute({
      method: 'get',
      path: '/offered_updates',
      summary: 'Answers that match an entry already in my book, waiting for me to accept or dismiss',
      tag: 'Addresses',
      auth: 'user',
      response: z.array(OfferedUpdate),
    }),
  ),
  acceptOfferedUpdate: forwardedRoute(
    'cart_order.offered_update.accept',
    defineRoute({
      method: 'post',
      path: '/offered_updates/:id/accept',
      summary: 'Write an offered update into its entry',
      tag: 'Addresses',
      auth: 'user',
      params: Id,
      status: 204,
      errors: [404],
    }),
  ),
  dismissOfferedUpdate: forwardedRoute(
    'cart_order.offered_update.dismiss',
    defineRoute({
      method: 'delete',
      path: '/offered_updates/:id',
      summary: 'Dismiss an offered update; the entry stays as it is',
      tag: 'Addresses',
      auth: 'user',
      params: Id,
      status: 204,
      errors: [404],
    }),
  ),
} as const;
