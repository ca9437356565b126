import { greetingLine, splitInsideText } from '@cards/card-layout';
import {
  assetUrl,
  IdentityCalls,
  thumbnailKeys,
  type CardInstanceRenderData,
  type EcardCard,
  type MailSendRequest,
} from '@cards/contracts';
import { requestCall, type Logger, type RequestBus } from '@cards/kit';
import { notReady } from './instance.errors.js';

/**
 * Keeps an e-card as it was sent and answers the address of its public page (an unguessable
 * link). A port of this module; the mailings module, which owns those pages, fills it (app.ts).
 */
export type KeepEcard = (sent: { user_id: number; account_id: number; card_instance_id: number; card: EcardCard }) => Promise<string>;

/** Whom one e-card goes to: their address, the name the mail may greet them by, the greeting line it opens with, the sender's note. */
export interface EcardTo {
  email: string;
  name?: string;
  /** In place of the greeting written inside ("Dear Aunt Jean"); empty: the written one. */
  salutation?: string | null;
  note?: string;
}

/** The card as this recipient gets it, kept for its page: the words as written and the greeting that replaces theirs. */
function ecardCard(d: CardInstanceRenderData, to: EcardTo, publicApiUrl: string): EcardCard {
  return {
    front_text: d.front_text,
    inside_text: d.inside_text,
    salutation: greetingLine(to.salutation),
    recipient_name: d.recipient_name,
    sender_name: d.sender_name,
    note: to.note?.trim() || null,
    style: { slug: d.style.slug, name: d.style.name, palette: d.style.palette },
    occasion: { slug: d.occasion.slug, name: d.occasion.name },
    image_url: d.image_url,
    photos: (d.photos ?? []).map((p) => ({
      panel: p.panel,
      preview_url: assetUrl(publicApiUrl, p.preview_key),
      width_px: p.width_px,
      height_px: p.height_px,
      crop: p.crop,
      text_band: p.text_band,
    })),
    signatures: d.signatures ?? [],
  };
}

/** The inside words as they print for this recipient: their greeting line in place of the written one, the rest as written. */
function insideFor(d: CardInstanceRenderData, salutation: string | null): string {
  const inside = splitInsideText(d.inside_text ?? '', d.sender_name || null);
  return [salutation ?? inside.greeting, inside.message, inside.signOff, inside.after].filter(Boolean).join('\n\n');
}

/**
 * Mails one e-card through identity (template `ecard`): the front as it prints, linked to the
 * card's own page, and the inside words as they print for this recipient. The page is kept
 * first, so the link in the mail always opens. The mail comes from `userId` (their name, their
 * address for replies).
 */
export async function mailEcard(
  d: { rpc: RequestBus; keep: KeepEcard; publicApiUrl: string; log: Logger },
  sent: { userId: number; data: CardInstanceRenderData; to: EcardTo },
): Promise<void> {
  const { userId, data, to } = sent;
  if (data.status !== 'ready') throw notReady();
  const card = ecardCard(data, to, d.publicApiUrl);
  const url = await d.keep({ user_id: userId, account_id: data.account_id, card_instance_id: data.id, card });
  // The recipient is not a user: identity's mailer takes their address as `to`.
  const req: MailSendRequest = {
    user_id: userId,
    template: 'ecard',
    to: to.email,
    data: {
      sender_name: data.sender_name || undefined,
      recipient_name: (to.name ?? data.recipient_name).slice(0, 100) || undefined,
      message: insideFor(data, card.salutation),
      note: card.note ?? undefined,
      // The front's thumbnail, drawn when the mail is first opened (a placeholder until then).
      image_url: assetUrl(d.publicApiUrl, thumbnailKeys(data.id, data.content_hash).front),
      card_url: url,
    },
  };
  await requestCall(d.rpc, IdentityCalls.mailSend, req, { timeoutMs: 15_000 });
  d.log.info({ instance: data.id }, 'e-card sent');
}
