/**
 * A small reader of the `.eml` files the FileMailer writes, for tests and tools: headers,
 * and the text and HTML parts of a multipart/alternative message (quoted-printable, base64,
 * 7bit or 8bit). Not a general MIME parser.
 */
export interface ParsedMail {
  headers: Record<string, string>;
  to: string;
  from: string;
  subject: string;
  template?: string;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const i = raw.search(/\r?\n\r?\n/);
  if (i < 0) return { head: raw, body: '' };
  const sep = raw.slice(i).match(/^\r?\n\r?\n/)![0];
  return { head: raw.slice(0, i), body: raw.slice(i + sep.length) };
}

function parseHeaders(head: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const c = line.indexOf(':');
    if (c > 0) out[line.slice(0, c).trim().toLowerCase()] = line.slice(c + 1).trim();
  }
  return out;
}

export function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const soft = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`) in headers such as Subject. */
export function decodeWords(s: string): string {
  return s.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _cs: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '7bit').toLowerCase();
  if (e === 'quoted-printable') return decodeQuotedPrintable(body);
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function parts(body: string, contentType: string): Array<{ type: string; content: string }> {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\//i.test(contentType) || !boundary) return [];
  const out: Array<{ type: string; content: string }> = [];
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const { head, body: b } = splitHead(chunk.replace(/^\r?\n/, ''));
    const h = parseHeaders(head);
    const type = h['content-type'] ?? 'text/plain';
    if (/^multipart\//i.test(type)) out.push(...parts(b, type));
    else
      out.push({
        type: type.split(';')[0]!.trim().toLowerCase(),
        content: decodeBody(b.replace(/\r?\n$/, ''), h['content-transfer-encoding']),
      });
  }
  return out;
}

export function parseEml(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers['content-type'] ?? 'text/plain';
  const ps = parts(body, type);
  const single = ps.length ? undefined : decodeBody(body, headers['content-transfer-encoding']);
  return {
    headers,
    to: decodeWords(headers.to ?? ''),
    from: decodeWords(headers.from ?? ''),
    subject: decodeWords(headers.subject ?? ''),
    template: headers['x-cards-template'],
    text: ps.find((p) => p.type === 'text/plain')?.content ?? (/^text\/plain/i.test(type) ? (single ?? '') : ''),
    html: ps.find((p) => p.type === 'text/html')?.content ?? (/^text\/html/i.test(type) ? (single ?? '') : ''),
  };
}

/** Links in a mail's text part (where they are not HTML-escaped), optionally only those containing `contains`. */
export function linksIn(mail: ParsedMail, contains?: string): string[] {
  const found = [...mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
  return contains ? found.filter((l) => l.includes(contains)) : found;
}
