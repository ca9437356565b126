import { latestMailTo } from '@cards/testing/mail';
import { startIdentity, type IdentityHarness } from './support/identity-harness.js';
import { login, loginAsAdmin, signUpAndLogin, TEST_PASSWORD, type SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, expectLabelled } from '@cards/testing';
import { api, recordEvents } from './api.js';

describe('users and accounts: administration and ownership', () => {
  let t: IdentityHarness;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startIdentity();
    admin = await loginAsAdmin(t);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('when a customer calls any admin-only route, then each answers 403', async () => {
    const c = await signUpAndLogin(t);
    const other = await signUpAndLogin(t);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/users'],
      ['POST', '/users', { user: { email: 'x1@cards.test', password: TEST_PASSWORD } }],
      ['DELETE', `/users/${other.user.id}`],
      ['GET', '/admin/users'],
      ['GET', `/admin/users/${other.user.id}`],
      ['POST', '/admin/users', { user: { email: 'x2@cards.test', password: TEST_PASSWORD } }],
      ['PUT', `/admin/users/${other.user.id}`, { user: { name: 'hacked' } }],
      ['DELETE', `/admin/users/${other.user.id}`],
      ['POST', '/accounts', { account: { name: 'x', user_id: c.user.id } }],
      ['DELETE', `/accounts/${other.user.account_id}`],
    ];
    for (const [method, path, body] of calls) {
      const r = await api(t, method, path, { token: c.token, body });
      expectLabelled(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.error).toBe('You need administrator privileges to access this area.');
    }
    expect((await api(t, 'GET', `/users/${other.user.id}`, { token: admin.token })).body.name).toBe('Test Customer');
  });

  it('when a customer reads or changes another user or account, then it is 404 as if absent; their own works', async () => {
    const c = await signUpAndLogin(t);
    const other = await signUpAndLogin(t);
    expect((await api(t, 'GET', `/users/${other.user.id}`, { token: c.token })).status).toBe(404);
    expect((await api(t, 'PUT', `/users/${other.user.id}`, { token: c.token, body: { user: { name: 'x' } } })).status).toBe(404);
    expect((await api(t, 'GET', `/accounts/${other.user.account_id}`, { token: c.token })).status).toBe(404);
    expect((await api(t, 'PUT', `/accounts/${other.user.account_id}`, { token: c.token, body: { account: { name: 'x' } } })).status).toBe(
      404,
    );

    expect((await api(t, 'GET', `/users/${c.user.id}`, { token: c.token })).body).toMatchObject({ id: c.user.id });
    const selfAdmin = await api(t, 'PUT', `/users/${c.user.id}`, { token: c.token, body: { user: { admin: true } } });
    expect(selfAdmin.status).toBe(403);
    expect((await api(t, 'PUT', `/users/${c.user.id}`, { token: c.token, body: { user: { name: 'Renamed' } } })).body.name).toBe('Renamed');
    const mine = await api(t, 'GET', '/accounts', { token: c.token });
    expect(mine.body).toHaveLength(1);
    expect(mine.headers.get('x-total-count')).toBe('1');
    expect(mine.body[0]).toMatchObject({ id: c.user.account_id, user_id: c.user.id });
    const renamed = await api(t, 'PUT', `/accounts/${c.user.account_id}`, { token: c.token, body: { account: { name: 'The Smiths' } } });
    expect(renamed.body).toMatchObject({ id: c.user.account_id, name: 'The Smiths' });
    expect(
      (await api(t, 'PUT', `/accounts/${c.user.account_id}`, { token: c.token, body: { account: { user_id: other.user.id } } })).status,
    ).toBe(403);
  });

  it('when an admin manages users through /users and /admin/users, then create, list, show, update and delete all work and answer the user shape', async () => {
    const events = await recordEvents(t, 'identity.>');
    const created = await api(t, 'POST', '/admin/users', {
      token: admin.token,
      body: { user: { email: 'Made.By.Admin@cards.test', name: 'Made', password: TEST_PASSWORD } },
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual([
      'account_id',
      'admin',
      'confirmed',
      'created_at',
      'email',
      'id',
      'name',
      'unconfirmed_email',
    ]);
    expect(created.body).toMatchObject({ email: 'made.by.admin@cards.test', confirmed: true, admin: false });
    const id = created.body.id as number;
    const viaUsers = await api(t, 'POST', '/users', {
      token: admin.token,
      body: { user: { email: 'pending@cards.test', password: TEST_PASSWORD, confirmed: false } },
    });
    expect(viaUsers.status).toBe(201);
    expect((await latestMailTo(t, 'pending@cards.test')).template).toBe('confirmation');

    const list = await api(t, 'GET', '/admin/users?search=made.by&per_page=5', { token: admin.token });
    expect(list.body.map((u: { id: number }) => u.id)).toEqual([id]);
    expect(Number((await api(t, 'GET', '/users?per_page=1', { token: admin.token })).headers.get('x-total-count'))).toBeGreaterThanOrEqual(
      3,
    );
    expect((await api(t, 'GET', `/admin/users/${id}`, { token: admin.token })).body.email).toBe('made.by.admin@cards.test');
    const updated = await api(t, 'PUT', `/admin/users/${id}`, { token: admin.token, body: { user: { name: 'Remade', admin: true } } });
    expect(updated.body).toMatchObject({ name: 'Remade', admin: true });
    const onlyName = await api(t, 'PUT', `/users/${id}`, { token: admin.token, body: { user: { name: 'Only the name' } } });
    expect(onlyName.body).toMatchObject({ name: 'Only the name', admin: true, confirmed: true });
    const taken = await api(t, 'PUT', `/admin/users/${id}`, { token: admin.token, body: { user: { email: 'pending@cards.test' } } });
    expect(taken.status).toBe(422);

    const session = await login(t, 'made.by.admin@cards.test', TEST_PASSWORD);
    expect((await api(t, 'DELETE', `/users/${id}`, { token: admin.token })).status).toBe(204);
    expect((await api(t, 'GET', '/user', { token: session.token })).status).toBe(401);
    expect((await api(t, 'GET', `/admin/users/${id}`, { token: admin.token })).status).toBe(404);
    expect((await api(t, 'DELETE', `/admin/users/${id}`, { token: admin.token })).status).toBe(404);

    const subjects = () => events.map((e) => e.type);
    await eventually(subjects).toEqual(
      expect.arrayContaining([
        'identity.user.registered.v1',
        'identity.account.created.v1',
        'identity.user.confirmed.v1',
        'identity.user.updated.v1',
        'identity.user.deleted.v1',
        'identity.session.revoked.v1',
      ]),
    );
    const acc = events.find((e) => e.type === 'identity.account.created.v1' && (e.data as { user_id: number }).user_id === id)!;
    expect(acc.data).toEqual({ account_id: created.body.account_id, user_id: id, email: 'made.by.admin@cards.test' });
    expect(JSON.stringify(events)).not.toMatch(/argon2|password_hash/);
  });

  it('when an admin tries to remove their own admin flag or delete themselves, then 422 refuses', async () => {
    const r = await api(t, 'PUT', `/admin/users/${admin.user.id}`, { token: admin.token, body: { user: { admin: false } } });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('cannot_demote_self');
    expect((await api(t, 'DELETE', `/users/${admin.user.id}`, { token: admin.token })).body.code).toBe('cannot_delete_self');
    expect((await api(t, 'GET', '/user', { token: admin.token })).body.admin).toBe(true);
  });

  it('when an admin is demoted by another admin, then their very next admin call is refused', async () => {
    const second = await api(t, 'POST', '/users', {
      token: admin.token,
      body: { user: { email: 'second.admin@cards.test', password: TEST_PASSWORD, admin: true } },
    });
    const s = await login(t, 'second.admin@cards.test', TEST_PASSWORD);
    expect((await api(t, 'GET', '/admin/users', { token: s.token })).status).toBe(200);
    expect(
      (await api(t, 'PUT', `/admin/users/${second.body.id}`, { token: admin.token, body: { user: { admin: false } } })).body.admin,
    ).toBe(false);
    expect((await api(t, 'GET', '/admin/users', { token: s.token })).status).toBe(403);
    expect((await api(t, 'GET', '/user', { token: s.token })).body.admin).toBe(false);
  });

  it('when an admin manages accounts, then full CRUD works, one account per user, and a deleted account leaves its user without one', async () => {
    const c = await signUpAndLogin(t);
    const all = await api(t, 'GET', '/accounts', { token: admin.token });
    expect(all.body.length).toBeGreaterThanOrEqual(2);
    expect((await api(t, 'GET', `/accounts/${c.user.account_id}`, { token: admin.token })).body.user_id).toBe(c.user.id);
    const dup = await api(t, 'POST', '/accounts', { token: admin.token, body: { account: { name: 'Second', user_id: c.user.id } } });
    expect(dup.status).toBe(409);
    expect(
      (await api(t, 'PUT', `/accounts/${c.user.account_id}`, { token: admin.token, body: { account: { name: 'Renamed by admin' } } })).body
        .name,
    ).toBe('Renamed by admin');
    expect((await api(t, 'DELETE', `/accounts/${c.user.account_id}`, { token: admin.token })).status).toBe(204);
    expect((await api(t, 'GET', `/accounts/${c.user.account_id}`, { token: admin.token })).status).toBe(404);
    expect((await api(t, 'GET', '/user', { token: c.token })).body.account_id).toBeNull();
    const fresh = await api(t, 'POST', '/accounts', { token: admin.token, body: { account: { name: 'Fresh start', user_id: c.user.id } } });
    expect(fresh.status).toBe(201);
    expect(fresh.body).toMatchObject({ name: 'Fresh start', user_id: c.user.id });
    expect((await api(t, 'GET', '/user', { token: c.token })).body.account_id).toBe(fresh.body.id);
    const bad = await api(t, 'POST', '/accounts', { token: admin.token, body: { account: { name: '' } } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.details)).toEqual(expect.arrayContaining(['account.name', 'account.user_id']));
  });
});
