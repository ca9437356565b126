import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { configSource } from '@cards/kit';
import { linksIn, parseEml, type ParsedMail } from './eml.js';
import type { RestTarget } from './rest-target.js';

export type { ParsedMail };

/**
 * The folder the platform's FileMailer writes to. `MAIL_DIR` is identity's key, which the test
 * support does not load (it stays clear of service code): it is read as set, from the config's
 * environment.
 */
export function mailDir(t: RestTarget): string {
  return configSource(t.config).MAIL_DIR ?? resolve(t.config.DATA_DIR, 'mail');
}

/** Every mail sent so far, oldest first (file names sort by sending time). */
export async function readMails(t: RestTarget): Promise<Array<ParsedMail & { file: string }>> {
  const dir = mailDir(t);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  return Promise.all(names.map(async (n) => ({ file: join(dir, n), ...parseEml(await readFile(join(dir, n), 'utf8')) })));
}

/** Mails to `address` (case-insensitive), oldest first, optionally of one template. */
export async function mailsTo(t: RestTarget, address: string, opts: { template?: string } = {}): Promise<ParsedMail[]> {
  const a = address.toLowerCase();
  return (await readMails(t)).filter((m) => m.to.toLowerCase().includes(a) && (!opts.template || m.template === opts.template));
}

/**
 * The newest mail to `address` (of `template`, if given), waiting up to `timeoutMs` for one
 * to arrive; with `after`, only mails newer than that count (e.g. the count before an action).
 */
export async function latestMailTo(
  t: RestTarget,
  address: string,
  opts: { template?: string; timeoutMs?: number; after?: number } = {},
): Promise<ParsedMail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 5000);
  for (;;) {
    const mails = await mailsTo(t, address, opts);
    if (mails.length > (opts.after ?? 0)) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no ${opts.template ?? ''} mail to ${address} arrived in ${mailDir(t)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The first link in the mail's text containing `contains` (e.g. `/confirmation`). */
export function extractLink(mail: ParsedMail, contains: string): string {
  const link = linksIn(mail, contains)[0];
  if (!link) throw new Error(`no link containing ${contains} in mail "${mail.subject}"`);
  return link;
}

/** A query parameter of the first link containing `contains`, e.g. the `confirmation_token`. */
export function extractToken(mail: ParsedMail, contains: string, param: string): string {
  const v = new URL(extractLink(mail, contains)).searchParams.get(param);
  if (!v) throw new Error(`the link in "${mail.subject}" has no ${param}`);
  return v;
}
