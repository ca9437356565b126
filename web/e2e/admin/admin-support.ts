import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { devices, type Locator, type Page } from '@playwright/test';
import { env, expect, settled } from '../fixtures';

/** The admin area is a desk job: a laptop-sized window, not the shop's phone default. */
export const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };

const shots = resolve(import.meta.dirname, '../../../.tmp/artifacts/admin');

/** A full-page screenshot under .tmp/artifacts/admin/, kept to look at after the run. */
export async function snap(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Signs in through the login form as the seeded administrator. */
export async function signInAsAdmin(page: Page) {
  const admin = env.admin();
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${env.web()}/`);
}

/** A token for set-up calls the forms do not cover (e.g. reading what exists). */
export async function apiLogin(
  email: string,
  password: string,
): Promise<{ token: string; user: { id: number; account_id: number | null } }> {
  const res = await fetch(`${env.api()}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  const body = (await res.json()) as { status: { data: { user: { id: number; account_id: number | null } } } };
  return { token: (res.headers.get('authorization') ?? '').replace(/^Bearer /, ''), user: body.status.data.user };
}

export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${env.api()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* a PDF or an empty body */
  }
  return { status: res.status, body: parsed as T };
}

/** Picks `option` in the shop's Dropdown labelled `label`, typing to filter first. */
export async function pick(scope: Page | Locator, label: string, option: string | RegExp, typed?: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  if (typed) await box.fill(typed);
  await scope.getByRole('listbox', { name: label }).getByRole('option', { name: option }).first().click();
}

/** A suffix that keeps this run's records apart from the seeds and from each other. */
export const tag = () => Math.random().toString(36).slice(2, 7);

export interface CrudSteps {
  key: string;
  noun: string;
  /** Fills the new form; returns the label the record shows as. */
  fill: (page: Page) => Promise<string>;
  /** Changes something on the edit form; returns the (possibly new) label and a text the show page then contains. */
  edit: (page: Page, label: string) => Promise<{ label: string; shows: string | RegExp }>;
  /** How to find the record in the list (default: its label). */
  search?: (label: string) => string;
  deleteWord?: string;
  /** The toast's word for it and, when the record stays (ended, not deleted), the text its row then shows. */
  deleted?: { word: string; rowShows?: string };
  /** Checks after the create, on the show page. */
  afterCreate?: (page: Page, label: string) => Promise<void>;
}

/** Create, find, edit and delete one record of a section through its forms, with screenshots. */
export async function crud(page: Page, s: CrudSteps) {
  await page.goto(`/admin/${s.key}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, `${s.key}-list`);

  await page.getByRole('link', { name: `New ${s.noun}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `New ${s.noun}` })).toBeVisible();
  const label = await s.fill(page);
  await snap(page, `${s.key}-new`);
  await page.getByRole('button', { name: `Create ${s.noun}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`The ${s.noun} was created.`)).toBeVisible();
  await s.afterCreate?.(page, label);
  await snap(page, `${s.key}-show`);

  // Find it: the list's search box, then its row.
  await page.goto(`/admin/${s.key}`);
  await page.getByRole('searchbox').fill(s.search ? s.search(label) : label);
  await page.getByRole('searchbox').press('Enter');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Edit ${label}`, exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `Edit ${label}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${s.noun} “${label}”` })).toBeVisible();
  const edited = await s.edit(page, label);
  await snap(page, `${s.key}-edit`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`The ${s.noun} was saved.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: edited.label })).toBeVisible();
  await expect(page.locator('.admin-details').last()).toContainText(edited.shows);

  // Delete it from the list, confirming in the dialog.
  await page.goto(`/admin/${s.key}?search=${encodeURIComponent(s.search ? s.search(edited.label) : edited.label)}`);
  const word = s.deleteWord ?? 'Delete';
  await page.getByRole('button', { name: `${word} ${edited.label}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(edited.label);
  await snap(page, `${s.key}-delete-confirm`);
  await dialog.getByRole('button', { name: word, exact: true }).click();
  await expect(page.getByText(`The ${s.noun} was ${s.deleted?.word ?? 'deleted'}.`)).toBeVisible();
  const gone = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Edit ${edited.label}`, exact: true }) });
  if (s.deleted?.rowShows) await expect(gone).toContainText(s.deleted.rowShows);
  else await expect(gone).toHaveCount(0);
}
