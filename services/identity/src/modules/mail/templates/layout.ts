import { escapeHtml } from '@cards/card-layout/escape-html';

/** A rendered message before addressing. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export const BRAND = { name: 'Greeting Cards', colour: '#b8325a', ink: '#2b2230', paper: '#fdf8f3' } as const;

/** Paragraphs of plain text as HTML, keeping the writer's line breaks. */
export function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function button(label: string, url: string): string {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:${BRAND.colour};color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:bold;display:inline-block">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#6b6070">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(url)}" style="color:${BRAND.colour};word-break:break-all">${escapeHtml(url)}</a></p>`
  );
}

/**
 * The branded frame every mail shares: table layout and inline styles, because mail clients
 * ignore most of CSS. `bodyHtml` must already be escaped.
 */
export function layout(opts: { title: string; preheader: string; bodyHtml: string; webUrl: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;padding:0;background:${BRAND.paper};font-family:Georgia,'Times New Roman',serif;color:${BRAND.ink}">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(opts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.paper}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:10px;border-top:6px solid ${BRAND.colour}">
<tr><td style="padding:28px 32px 8px"><a href="${escapeHtml(opts.webUrl)}" style="color:${BRAND.colour};text-decoration:none;font-size:22px;font-weight:bold">&#9993; ${BRAND.name}</a></td></tr>
<tr><td style="padding:8px 32px 24px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<h1 style="font-family:Georgia,serif;font-size:24px;margin:0 0 16px;color:${BRAND.ink}">${escapeHtml(opts.title)}</h1>
${opts.bodyHtml}
</td></tr>
<tr><td style="padding:16px 32px 28px;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#8a7f8c;border-top:1px solid #eee">
${BRAND.name} &middot; Personalised cards, printed and posted &middot; <a href="${escapeHtml(opts.webUrl)}" style="color:#8a7f8c">${escapeHtml(new URL(opts.webUrl).host)}</a><br>
&copy; 2023-2025 ${BRAND.name}
</td></tr></table></td></tr></table></body></html>`;
}

/** Labelled lines (an order's delivery, its new dates) as the mails' shaded table; none: nothing. */
export function detailsTable(lines: Array<[string, string]>): string {
  if (!lines.length) return '';
  const rows = lines
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 12px;color:#6b6070;white-space:nowrap;vertical-align:top">${escapeHtml(k)}</td><td style="padding:6px 12px">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 16px;background:#fdf8f3;border-radius:6px">${rows}</table>`;
}

/** The text part's shared footer. */
export function textFooter(webUrl: string): string {
  return `\n\n--\n${BRAND.name} - personalised cards, printed and posted\n${webUrl}\n`;
}
