import { once } from 'node:events';
import { opsRoutes, RenderingCalls, type Actor } from '@cards/contracts';
import { AppError, requestCall, type AssetStore, type Logger } from '@cards/kit';
import { ZipArchive } from 'archiver';
import { Router } from 'express';
import { custom, sendResult, type RouteContext } from '../http/forward.js';
import { envelopesCsv, envelopesOf, type RunFile } from './print-run-envelopes.js';
import { printRunFiles, printRunOf, type PrintRunSource } from './print-run.js';

export interface PrintRunDeps {
  log: Logger;
  /** Where the print files are: the ZIP is streamed from the store, never held whole. */
  assets: AssetStore;
}

const nothingToPrint = (date: string) =>
  new AppError(404, 'print_run_empty', `No print file is ready for the print run of ${date}: nothing to download yet`);

/** Labels take a moment to render for a busy day: longer than a bus call's usual 10 s. */
const LABELS_TIMEOUT_MS = 60_000;

/**
 * The envelopes' labels, rendered (once per set of envelopes) by rendering into the asset store
 * before the ZIP's headers go, so a failure is still an error answer, not a cut download.
 */
async function labelsOf(s: PrintRunSource, date: string, files: RunFile[]): Promise<string | null> {
  const envelopes = envelopesOf(files).map(({ ref, name, line1, line2, city, county, postcode, country }) => {
    return { ref, name, line1, line2, city, county, postcode, country };
  });
  if (!envelopes.length) return null;
  const reply = await requestCall(
    s.rpc,
    RenderingCalls.labelSheet,
    { date, envelopes },
    { headers: s.headers, timeoutMs: LABELS_TIMEOUT_MS },
  );
  return reply.asset_key;
}

/**
 * The print team's day: `GET /admin/print_runs/{date}` lists the day's cards with their print
 * files, and `{date}.zip` streams every ready one in one ZIP. Both read cart-order (the day's
 * orders) and rendering (their files) over the bus as the admin, and the ZIP's bytes come
 * straight from the asset store: one file open at a time, stored uncompressed (a PDF's streams
 * are compressed already), so a day of any size costs the BFF no more memory than one read.
 */
export async function printRunRouter(ctx: RouteContext, deps: PrintRunDeps): Promise<Router> {
  const router = Router();
  const source = (actor: Actor | null, headers: Record<string, string>): PrintRunSource => ({ rpc: ctx.rpc, actor: actor!, headers });

  // Before the JSON route: Express reads `:date.zip` as the param `date` followed by `.zip`.
  custom(router, ctx, opsRoutes.printRunZip, async (v, req, res) => {
    const date = v.params.date as string;
    const run = source(v.actor, v.headers);
    const files = await printRunFiles(run, date);
    if (!files.length) throw nothingToPrint(date);
    const labels = await labelsOf(run, date, files);
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="print-run-${date}.zip"`);
    res.setHeader('Cache-Control', 'private, no-store');
    const zip = new ZipArchive({ store: true });
    zip.on('warning', (err) => deps.log.warn({ err, date }, 'print run zip warning'));
    zip.pipe(res);
    let written = 0;
    try {
      const csv = once(zip, 'entry');
      zip.append(envelopesCsv(envelopesOf(files)), { name: `envelopes-${date}.csv` });
      await csv;
      const stored = labels ? [...files, { asset_key: labels, name: `labels-${date}.pdf` }] : files;
      for (const f of stored) {
        const read = await deps.assets.read(f.asset_key);
        if (!read) {
          deps.log.warn({ key: f.asset_key, date }, 'print file missing from the store; left out of the zip');
          continue;
        }
        const entry = once(zip, 'entry');
        zip.append(read.body, { name: f.name });
        await entry;
        written++;
      }
      await zip.finalize();
      deps.log.info({ date, files: written, bytes: zip.pointer(), by: v.actor?.user_id }, 'print run downloaded');
    } catch (err) {
      // Headers are gone: the only honest end is a cut connection, which the browser reports as a failed download.
      deps.log.error({ err, date }, 'print run zip failed');
      zip.abort();
      res.destroy(err as Error);
    }
  });

  custom(router, ctx, opsRoutes.printRun, async (v, req, res) => {
    res.set('Cache-Control', 'no-store');
    sendResult(req, res, opsRoutes.printRun, await printRunOf(source(v.actor, v.headers), v.params.date as string));
  });

  return router;
}
