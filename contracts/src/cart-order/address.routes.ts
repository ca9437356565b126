import { z } from 'zod';
import { ListQuery } from '../common.js';
import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import { Address, CreateAddressBody, UpdateAddressBody } from './address.js';
import { AddressGroup, AddressGroupParams, AddressImportReport, ImportAddressesBody, SetAddressGroupsBody } from './address-import.js';

const Id = z.object({ id: z.coerce.number().int().positive() });

/** The address book, its imports and groups: REST routes of the cart-order service, each with the call the BFF forwards it to. */
export const addressRoutes = {
  listAddresses: forwardedRoute(
    'cart_order.address.list',
    defineRoute({
      method: 'get',
      path: '/addresses',
      summary: 'My address book',
      tag: 'Addresses',
      auth: 'user',
      query: ListQuery,
      response: z.array(Address),
    }),
  ),
  getAddress: forwardedRoute(
    'cart_order.address.get',
    defineRoute({
      method: 'get',
      path: '/addresses/:id',
      summary: 'One saved address',
      tag: 'Addresses',
      auth: 'user',
      params: Id,
      response: Address,
    }),
  ),
  createAddress: forwardedRoute(
    'cart_order.address.create',
    defineRoute({
      method: 'post',
      path: '/addresses',
      summary: 'Save an address',
      tag: 'Addresses',
      auth: 'user',
      body: CreateAddressBody,
      response: Address,
      status: 201,
    }),
  ),
  updateAddress: forwardedRoute(
    'cart_order.address.update',
    defineRoute({
      method: 'put',
      path: '/addresses/:id',
      summary: 'Change a saved address',
      tag: 'Addresses',
      auth: 'user',
      params: Id,
      body: UpdateAddressBody,
      response: Address,
    }),
  ),
  deleteAddress: forwardedRoute(
    'cart_order.address.delete',
    defineRoute({
      method: 'delete',
      path: '/addresses/:id',
      summary: 'Forget a saved address',
      tag: 'Addresses',
      auth: 'user',
      params: Id,
      status: 204,
    }),
  ),
  importAddresses: forwardedRoute(
    'cart_order.address.import',
    defineRoute({
      method: 'post',
      path: '/addresses/import',
      summary: 'Import a CSV or vCard address list, all rows or none (422 lists every bad line)',
      tag: 'Addresses',
      auth: 'user',
      body: ImportAddressesBody,
      response: AddressImportReport,
      errors: [422],
    }),
  ),
  listAddressGroups: forwardedRoute(
    'cart_order.address_group.list',
    defineRoute({
      method: 'get',
      path: '/address_groups',
      summary: 'My address groups, such as "Christmas list", with their addresses\' ids',
      tag: 'Addresses',
      auth: 'user',
      response: z.array(AddressGroup),
    }),
  ),
  setAddressGroups: forwardedRoute(
    'cart_order.address_groups.set',
    defineRoute({
      method: 'put',
      path: '/addresses/:id/groups',
      summary: 'Put an entry in exactly these groups, by name (new names make new groups); answers every group',
      tag: 'Addresses',
      auth: 'user',
      params: AddressGroupParams,
      body: SetAddressGroupsBody,
      response: z.array(AddressGroup),
      errors: [404, 422],
    }),
  ),
  listGroupAddresses: forwardedRoute(
    'cart_order.address_group.addresses',
    defineRoute({
      method: 'get',
      path: '/address_groups/:id/addresses',
      summary: 'The addresses of one group',
      tag: 'Addresses',
      auth: 'user',
      params: AddressGroupParams,
      query: ListQuery,
      response: z.array(Address),
      errors: [404],
    }),
  ),
  deleteAddressGroup: forwardedRoute(
    'cart_order.address_group.delete',
    defineRoute({
      method: 'delete',
      path: '/address_groups/:id',
      summary: 'Forget a group; its addresses stay in the address book',
      tag: 'Addresses',
      auth: 'user',
      params: AddressGroupParams,
      status: 204,
      errors: [404],
    }),
  ),
} as const;
