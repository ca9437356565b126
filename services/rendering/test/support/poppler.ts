import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs a poppler tool on PDF bytes (written to a temp file) and returns its stdout. */
async function onPdf(tool: string, args: string[], pdf: Buffer, after: string[] = []): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'poppler-'));
  try {
    const file = join(dir, 'in.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run(tool, [...args, file, ...after], { maxBuffer: 20 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface PdfInfo {
  pages: number;
  title: string;
  subject: string;
  keywords: string;
  /** Boxes of page 1 in points: [x0, y0, x1, y1]. */
  boxes: Record<'MediaBox' | 'TrimBox' | 'BleedBox' | 'CropBox', number[]>;
}

/** `pdfinfo -box` (first page's boxes). */
export async function pdfinfo(pdf: Buffer): Promise<PdfInfo> {
  const out = await onPdf('pdfinfo', ['-box'], pdf);
  const field = (k: string) => new RegExp(`^${k}:\\s*(.*)$`, 'm').exec(out)?.[1]?.trim() ?? '';
  const box = (k: string) => field(k).split(/\s+/).map(Number);
  return {
    pages: Number(field('Pages')),
    title: field('Title'),
    subject: field('Subject'),
    keywords: field('Keywords'),
    boxes: { MediaBox: box('MediaBox'), TrimBox: box('TrimBox'), BleedBox: box('BleedBox'), CropBox: box('CropBox') },
  };
}

/** Per-page MediaBox sizes in points from `pdfinfo -f 1 -l N -box`. */
export async function pageSizes(pdf: Buffer, pages: number): Promise<Array<{ w: number; h: number; trim: number[] }>> {
  const out = await onPdf('pdfinfo', ['-f', '1', '-l', String(pages), '-box'], pdf);
  const sizes: Array<{ w: number; h: number; trim: number[] }> = [];
  for (let p = 1; p <= pages; p++) {
    const media = new RegExp(`^Page\\s+${p} MediaBox:\\s*(.*)$`, 'm').exec(out)![1]!.trim().split(/\s+/).map(Number);
    const trim = new RegExp(`^Page\\s+${p} TrimBox:\\s*(.*)$`, 'm').exec(out)![1]!.trim().split(/\s+/).map(Number);
    sizes.push({ w: media[2]! - media[0]!, h: media[3]! - media[1]!, trim });
  }
  return sizes;
}

/** Rows of `pdffonts`: name, type and whether embedded. */
export async function pdffonts(pdf: Buffer): Promise<Array<{ name: string; type: string; embedded: boolean }>> {
  const out = await onPdf('pdffonts', [], pdf);
  return out
    .split('\n')
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => {
      const m = /^(\S+)\s+(.+?)\s+(Identity-H|WinAnsi|Custom|Builtin|MacRoman|Standard|\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)/.exec(l)!;
      return { name: m[1]!, type: m[2]!, embedded: m[4] === 'yes' };
    });
}

/** Rows of `pdfimages -list`: size in pixels and resolution at placed size. */
export async function pdfimages(
  pdf: Buffer,
): Promise<Array<{ page: number; type: string; width: number; height: number; xppi: number; yppi: number }>> {
  const out = await onPdf('pdfimages', ['-list'], pdf);
  return out
    .split('\n')
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => {
      const c = l.trim().split(/\s+/);
      return { page: Number(c[0]), type: c[2]!, width: Number(c[3]), height: Number(c[4]), xppi: Number(c[12]), yppi: Number(c[13]) };
    });
}

/** Words with their boxes in points (origin top-left of the MediaBox), from `pdftotext -bbox`. */
export async function words(pdf: Buffer): Promise<Array<{ page: number; text: string; x0: number; y0: number; x1: number; y1: number }>> {
  const out = await onPdf('pdftotext', ['-bbox'], pdf, ['-']);
  const result: Array<{ page: number; text: string; x0: number; y0: number; x1: number; y1: number }> = [];
  let page = 0;
  for (const line of out.split('\n')) {
    if (/<page /.test(line)) page++;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (m) result.push({ page, text: m[5]!, x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]) });
  }
  return result;
}

/** Plain text of the PDF. */
export const pdftext = (pdf: Buffer) => onPdf('pdftotext', ['-layout'], pdf, ['-']);

/** Where test artifacts go (kept after the run, for people to look at). */
export const ARTIFACTS = resolve(import.meta.dirname, '../../../../.tmp/artifacts/rendering');

/** Renders every page to `<name>-<n>.png` under the artifacts folder; returns the paths. */
export async function pagesToPng(pdf: Buffer, name: string, dpi = 100): Promise<string[]> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const pdfPath = join(ARTIFACTS, `${name}.pdf`);
  writeFileSync(pdfPath, pdf);
  await run('pdftoppm', ['-r', String(dpi), '-png', pdfPath, join(ARTIFACTS, name)]);
  return [1, 2].map((n) => join(ARTIFACTS, `${name}-${n}.png`));
}

/** An RGB raster (8 bits per channel, row-major). */
export interface Rgb {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Parses a binary PPM (P6), what `pdftoppm` writes by default. */
export function parsePpm(b: Buffer): Rgb {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(b.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PPM');
  const [, w, h] = header.map(Number) as [number, number, number];
  return { width: w, height: h, data: new Uint8Array(b.subarray(header[0].length, header[0].length + w * h * 3)) };
}

/** One page region of a PDF rasterised by poppler at `dpi`: x, y, w, h in pixels of that raster. */
export async function rasterRegion(
  pdf: Buffer,
  page: number,
  dpi: number,
  crop: { x: number; y: number; w: number; h: number },
): Promise<Rgb> {
  const dir = await mkdtemp(join(tmpdir(), 'poppler-'));
  try {
    const file = join(dir, 'in.pdf');
    await writeFile(file, pdf);
    const args = [
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-x',
      String(crop.x),
      '-y',
      String(crop.y),
      '-W',
      String(crop.w),
      '-H',
      String(crop.h),
      file,
    ];
    const { stdout } = await promisify(execFile)('pdftoppm', args, { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
    return parsePpm(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
