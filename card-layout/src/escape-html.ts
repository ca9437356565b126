const MAP: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/**
 * Escapes text for an HTML text node or a quoted attribute; control characters are dropped.
 * The platform's one escaper: the card layout, the mails, the SVG artwork and previews and the
 * web app's head all use it. Its output is also well-formed XML (numeric references only,
 * no control characters, which XML forbids), so SVG needs no escaper of its own; and it lives
 * here, with no dependency, because the web app bundles this package.
 */
export function escapeHtml(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').replace(/[&<>"'`]/g, (c) => MAP[c]!);
}
