import { AccountInput, AdminUserInput, UpdateAccountBody, UpdateUserBody } from '@cards/contracts';
import type { AdminRecord } from '../api/admin.api';
import type { ResourceDef } from './types';

export const userRef = {
  endpoint: '/admin/users',
  label: (r: AdminRecord) => String(r.email ?? r.id),
  hint: (r: AdminRecord) => (r.name ? String(r.name) : undefined),
};

export const users: ResourceDef = {
  key: 'users',
  singular: 'user',
  title: 'Users',
  noun: 'user',
  endpoint: '/admin/users',
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
  fields: [
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'password', label: 'Password', kind: 'password', only: 'create', hint: 'At least 8 characters' },
    { name: 'password', label: 'New password', kind: 'password', only: 'edit', hint: 'Leave empty to keep the current one' },
    { name: 'admin', label: 'Administrator', kind: 'boolean', default: false },
    { name: 'confirmed', label: 'E-mail confirmed', kind: 'boolean', default: true },
  ],
  createSchema: AdminUserInput,
  updateSchema: UpdateUserBody.shape.user,
  // The server refuses too; the button says so before anyone tries.
  canDelete: (r, me) => !me || Number(r.id) !== me.id,
};

export const accounts: ResourceDef = {
  key: 'accounts',
  singular: 'account',
  title: 'Accounts',
  noun: 'account',
  endpoint: '/accounts',
  wrapper: 'account',
  description: 'What a customer’s cards, cart, orders and plan hang on.',
  labelOf: (r) => String(r.name || `Account ${String(r.id)}`),
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'id', label: 'Id' },
    { key: 'user_id', label: 'Owner (user id)' },
    { key: 'created_at', label: 'Created' },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    {
      name: 'user_id',
      label: 'Owner',
      kind: 'reference',
      hint: 'A user who has no account yet',
      reference: { ...userRef, hint: (r: AdminRecord) => (r.account_id == null ? 'no account' : `account ${String(r.account_id)}`) },
    },
  ],
  createSchema: AccountInput,
  updateSchema: UpdateAccountBody.shape.account,
};
