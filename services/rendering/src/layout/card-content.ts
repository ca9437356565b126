import type { CardInstanceRenderData } from '@cards/contracts';

/**
 * A card instance as the layout sees it: generation's render data with the inside words
 * split into the parts that are set differently (greeting and sign-off in the script face).
 */
export interface CardContent {
  id: number;
  card_id: number;
  user_id: number;
  account_id: number;
  status: CardInstanceRenderData['status'] | null;
  headline: string;
  greeting: string | null;
  message: string;
  sign_off: string | null;
  artwork_asset_key: string | null;
  style_slug: string;
  palette: string[];
  occasion_slug: string;
  occasion_name: string | null;
  recipient_name: string | null;
  sender_name: string | null;
  content_hash: string;
}

const GREETING = /^[^\n]{1,48}[,!:]$/;

/**
 * Splits the inside words into greeting, message and sign-off by their paragraphs: a short
 * first paragraph ending in a comma or "!" is the greeting ("Dear Sam,"); a short last
 * paragraph (before any P.S.) that names the sender or is a closing line is the sign-off
 * ("With love,\nAlex"). Anything else stays in the message, so no words are ever lost.
 */
export function splitInsideText(inside: string, sender: string | null): { greeting: string | null; message: string; sign_off: string | null } {
  const paras = inside.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  let greeting: string | null = null;
  let signOff: string | null = null;
  if (paras.length > 1 && GREETING.test(paras[0]!)) greeting = paras.shift()!;
  const ps = paras.length > 1 && /^p\.?\s?s\.?/i.test(paras[paras.length - 1]!) ? paras.pop()! : null;
  if (paras.length > 1) {
    const last = paras[paras.length - 1]!;
    const lines = last.split('\n');
    const namesSender = !!sender && lines[lines.length - 1]!.trim() === sender.trim();
    if (lines.length <= 3 && last.length <= 90 && (namesSender || /,$/.test(lines[0]!.trim()))) signOff = paras.pop()!;
  }
  if (ps) paras.push(ps);
  return { greeting, message: paras.join('\n\n'), sign_off: signOff };
}

export function cardContent(d: CardInstanceRenderData): CardContent {
  const sender = d.sender_name?.trim() || null;
  const inside = splitInsideText(d.inside_text ?? d.text?.inside ?? '', sender);
  return {
    id: d.id, card_id: d.card_id, user_id: d.user_id, account_id: d.account_id, status: d.status ?? null,
    headline: (d.front_text ?? d.text?.front ?? '').trim() || d.occasion?.name || 'With love',
    ...inside,
    artwork_asset_key: d.artwork_asset_key ?? null,
    style_slug: d.style?.slug ?? 'classic',
    palette: d.style?.palette ?? [],
    occasion_slug: d.occasion?.slug ?? '',
    occasion_name: d.occasion?.name ?? null,
    recipient_name: d.recipient_name?.trim() || null,
    sender_name: sender,
    content_hash: d.content_hash,
  };
}
