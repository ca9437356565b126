import { AccountInput, AdminUserInput, UpdateAccountBody, UpdateUserBody } from '@cards/contracts';
import { identity } from '../../../api/route-table.gen';
import type { AdminRecord } from '../api/admin.api';
import { resource } from './types';

export const userRef = {
  route: identity.adminListUsers,
  label: (r: AdminRecord) => String(r.email ?? r.id),
  hint: (r: AdminRecord) => (r.name ? String(r.name) : undefined),
};

export const users = resource({
  key: 'users',
  singular: 'user',
  title: 'Users',
  noun: 'user',
  routes: {
    list: identity.adminListUsers,
    get: identity.adminGetUser,
    create: identity.adminCreateUser,
    update: identity.adminUpdateUser,
    delete: identity.adminDeleteUser,
  },
  wrapper: 'user',
  description: 'Everyone who signed up, and the administrators.',
  labelOf: (r) => String(r.email ?? r.id),
  columns: [
    { key: 'email', label: 'Email' },
    { key: 'name', label: 'Name' },
    { key: 'admin', label: 'Admin' },
    { key: 'confirmed', label: 'Confirmed' },
    { key: 'created_at', label: 'Joined' },
  ],
  fields: {
    email: { label: 'Email' },
    name: { label: 'Name' },
    password: { label: 'Password', widget: 'password', hint: 'At least 8 characters' },
    admin: { label: 'Administrator' },
    confirmed: { label: 'E-mail confirmed' },
    // An administrator sets a password for someone else: there is nothing to confirm it against.
    password_confirmation: false,
  },
  editFields: {
    password: { label: 'New password', widget: 'password', hint: 'Leave empty to keep the current one' },
  },
  createSchema: AdminUserInput,
  updateSchema: UpdateUserBody.shape.user,
  // The server refuses too; the button says so before anyone tries.
  canDelete: (r, me) => !me || Number(r.id) !== me.id,
});

export const accounts = resource({
  key: 'accounts',
  singular: 'account',
  title: 'Accounts',
  noun: 'account',
  routes: {
    list: identity.listAccounts,
    get: identity.getAccount,
    create: identity.createAccount,
    update: identity.updateAccount,
    delete: identity.deleteAccount,
  },
  wrapper: 'account',
  description: 'What a customer’s cards, cart, orders and plan hang on.',
  labelOf: (r) => String(r.name || `Account ${String(r.id)}`),
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'id', label: 'Id' },
    { key: 'user_id', label: 'Owner (user id)' },
    { key: 'created_at', label: 'Created' },
  ],
  fields: {
    name: { label: 'Name' },
    user_id: {
      label: 'Owner',
      hint: 'A user who has no account yet',
      reference: { ...userRef, hint: (r: AdminRecord) => (r.account_id == null ? 'no account' : `account ${String(r.account_id)}`) },
    },
  },
  createSchema: AccountInput,
  updateSchema: UpdateAccountBody.shape.account,
});
