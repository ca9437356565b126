import type { Card, CardInstance } from '../../api/types';

/** The words of an option as the preview shows them: the front greeting and the inside message. */
export function textParts(i: Pick<CardInstance, 'text' | 'front_text'>): { front: string; inside: string } {
  return { front: i.front_text ?? '', inside: i.text ?? '' };
}

export function isWorking(i: Pick<CardInstance, 'status'>) {
  return i.status === 'queued' || i.status === 'generating';
}

export function cardTitle(c: Pick<Card, 'recipient_name' | 'event' | 'title'>) {
  return c.title || `${c.event?.name ?? 'Card'} for ${c.recipient_name}`;
}

/** The option to show for a card in lists: the first ready one (its words and artwork exist, so it can be drawn). */
export function coverOf(c: Pick<Card, 'card_instances'>): CardInstance | undefined {
  return c.card_instances?.find((i) => i.status === 'ready') ?? c.card_instances?.[0];
}

export const STATUS_TEXT: Record<string, string> = {
  queued: 'Waiting to start',
  generating: 'Creating…',
  ready: 'Ready',
  failed: 'Could not be made',
};

const partDone = (s: CardInstance['text_status']) => (s === 'ready' || s === 'failed' ? 1 : s === 'generating' ? 0.4 : 0);

/** Share of the card's options that are finished, 0–100: words and artwork count half each. */
export function progressOf(instances: Pick<CardInstance, 'text_status' | 'image_status' | 'status'>[]): number {
  if (!instances.length) return 0;
  const score = instances.reduce(
    (n, i) => n + (i.status === 'ready' || i.status === 'failed' ? 1 : (partDone(i.text_status) + partDone(i.image_status)) * 0.5),
    0,
  );
  return Math.round((score / instances.length) * 100);
}
