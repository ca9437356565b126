import type { ImageRequest } from '../../generators/image-generator.port.js';
import type { TextRequest } from '../../generators/text-generator.port.js';
import type { GenerationCatalog } from '../catalog/index.js';
import type { CardFacts } from '../cards/index.js';
import type { CardInstanceRow } from './card-instance.entity.js';

/** The occasion, style and persona of a card as the generators see them (retired rows included). */
export function cardContext(card: CardFacts, catalog: GenerationCatalog) {
  const event = catalog.store.events.get(card.event_id, { includeRetired: true });
  const style = catalog.store.styles.get(card.style_id, { includeRetired: true });
  const persona = catalog.store.personas.get(card.persona_id, { includeRetired: true });
  return {
    occasion: { id: card.event_id, slug: event?.slug ?? card.occasion.slug, name: event?.name ?? card.occasion.name },
    style: style
      ? {
          id: style.id,
          slug: style.slug,
          name: style.name,
          family: style.family,
          prompt_hint: style.prompt_hint ?? '',
          palette: style.palette ?? [],
        }
      : null,
    persona: persona ? { slug: persona.slug, name: persona.name, tone_prompt: persona.tone_prompt ?? '' } : null,
  };
}

/**
 * What the words of an option are written from. `mates` are the card's options (this one
 * included, in id order): the option's place among them, the words of the others, so its
 * words read unlike theirs, and every earlier text of the card, so none comes back. The front greeting is kept unless the owner asked for a new one.
 */
export function textRequest(
  card: CardFacts,
  inst: CardInstanceRow,
  catalog: GenerationCatalog,
  mates: readonly CardInstanceRow[] = [],
): TextRequest {
  const c = cardContext(card, catalog);
  return {
    instanceId: inst.id,
    version: inst.text_version,
    cardId: card.id,
    option: Math.max(
      0,
      mates.findIndex((m) => m.id === inst.id),
    ),
    occasion: c.occasion,
    persona: c.persona,
    style: c.style,
    recipient_name: card.recipient_name,
    sender_name: card.sender_name,
    details: card.details,
    // Each answer goes into the sentence its question was written for; the notes fill in around them.
    answers: card.answers ?? [],
    relationship: card.relationship,
    previous: inst.inside_text ? { front: inst.front_text, inside: inst.inside_text } : undefined,
    siblings: mates.filter((m) => m.id !== inst.id && m.inside_text).map((m) => ({ front: m.front_text, inside: m.inside_text })),
    // Every text any option of the card had before: a regenerate never brings one back.
    earlier: [inst, ...mates.filter((m) => m.id !== inst.id)].flatMap((m) => m.earlier_texts ?? []),
    front: inst.front_text && !inst.front_requested ? inst.front_text : undefined,
    accountId: card.account_id,
  };
}

export function imageRequest(card: CardFacts, inst: CardInstanceRow, catalog: GenerationCatalog): ImageRequest {
  const c = cardContext(card, catalog);
  return {
    instanceId: inst.id,
    version: inst.image_version,
    occasion: c.occasion,
    style: c.style,
    recipient_name: card.recipient_name,
    details: card.details,
    accountId: card.account_id,
  };
}
