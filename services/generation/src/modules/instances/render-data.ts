import { createHash } from 'node:crypto';
import { LAYOUT_VERSION } from '@cards/card-layout';
import type { CardInstanceRenderData, SignatureRenderData } from '@cards/contracts';
import type { EntityManager } from 'typeorm';
import { assetUrl } from '@cards/contracts';
import type { GenerationCatalog } from '../catalog/index.js';
import { CardReads, type CardFacts } from '../cards/index.js';
import { CardPhotoReads, type CardPhotoView } from '../photos/index.js';
import { SignatureReads } from '../signing/index.js';
import type { CardInstanceRow } from './card-instance.entity.js';
import { cardContext } from './generation-context.js';

const cardReads = new CardReads();
const photoReads = new CardPhotoReads();
const signatureReads = new SignatureReads();

/** What a card adds to each of its options when it is laid out. */
export interface CardExtras {
  photos: CardPhotoView[];
  signatures: SignatureRenderData[];
}

/** Everything the renderer lays out of one option, and the hash that names that version of it. */
export function renderDataOf(
  row: CardInstanceRow,
  card: CardFacts,
  extras: CardExtras,
  { catalog, publicApiUrl }: { catalog: GenerationCatalog; publicApiUrl: string },
): CardInstanceRenderData {
  const c = cardContext(card, catalog);
  const style = c.style
    ? { id: c.style.id, slug: c.style.slug, name: c.style.name, family: c.style.family, palette: c.style.palette }
    : { id: null, slug: 'classic', name: 'Classic', family: 'watercolour' as const, palette: [] };
  const base = {
    id: row.id,
    card_id: row.card_id,
    user_id: row.user_id,
    account_id: row.account_id,
    status: row.status,
    text_status: row.text_status,
    image_status: row.image_status,
    front_text: row.front_text,
    inside_text: row.inside_text,
    text: { front: row.front_text, inside: row.inside_text },
    recipient_name: card.recipient_name,
    sender_name: card.sender_name,
    artwork_asset_key: row.artwork_key,
    artwork_content_type: row.artwork_content_type,
    image_url: row.artwork_key ? assetUrl(publicApiUrl, row.artwork_key) : null,
    style,
    occasion: { id: c.occasion.id, slug: c.occasion.slug, name: c.occasion.name },
    text_version: row.text_version,
    image_version: row.image_version,
    photos: extras.photos.map((p) => photoReads.forRender(p)),
    signatures: extras.signatures,
  };
  return { ...base, content_hash: contentHash(base) };
}

/**
 * The cards of `rows` with their photos and signatures, read in three queries however many there
 * are. Without `signed`, the signatures are left unread (empty): they count only in a ready
 * option's render data, and a card polled while its options are made has none ready.
 */
export async function loadCardsOf(
  m: EntityManager,
  rows: Pick<CardInstanceRow, 'card_id'>[],
  known: readonly CardFacts[] = [],
  { signed = true }: { signed?: boolean } = {},
): Promise<Map<number, { card: CardFacts; extras: CardExtras }>> {
  const ids = [...new Set(rows.map((r) => r.card_id))];
  const cards = new Map(known.map((c) => [c.id, c]));
  const missing = ids.filter((id) => !cards.has(id));
  if (missing.length) for (const c of await cardReads.ofIds(m, missing)) cards.set(c.id, c);
  const [photos, signatures] = [await photoReads.byCard(m, ids), signed ? await signatureReads.byCard(m, ids) : new Map()];
  const out = new Map<number, { card: CardFacts; extras: CardExtras }>();
  for (const id of ids) {
    const card = cards.get(id);
    if (card) out.set(id, { card, extras: { photos: photos.get(id) ?? [], signatures: signatures.get(id) ?? [] } });
  }
  return out;
}

/**
 * Everything that changes how the card looks, hashed, the layout's version included: a render
 * made from the same hash is current, and the option's thumbnails are named by it.
 */
function contentHash(d: Omit<CardInstanceRenderData, 'content_hash'>): string {
  const parts: unknown[] = [
    d.front_text,
    d.inside_text,
    d.artwork_asset_key,
    d.style.slug,
    d.style.palette.join(','),
    d.style.family,
    d.occasion.slug,
    d.recipient_name,
    d.sender_name,
  ];
  // Photos change the cover too; cards without any hash as they always did.
  if (d.photos?.length) parts.push(d.photos.map((p) => [p.panel, p.print_key, p.crop, p.text_band]));
  // So do signatures (a card never signed hashes as before).
  if (d.signatures?.length) parts.push({ signatures: d.signatures.map((s) => [s.id, s.name, s.message, s.hand]) });
  parts.push({ layout: LAYOUT_VERSION });
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
