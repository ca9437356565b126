import type { Card, CardInstance, CardText } from '../../api/types';

/** The words of an option split into the parts the preview shows. */
export function textParts(text: CardInstance['text']): { front: string; inside: string; signOff: string } {
  if (!text) return { front: '', inside: '', signOff: '' };
  if (typeof text === 'string') {
    const [first = '', ...rest] = text.split(/\n{2,}/);
    return rest.length ? { front: first, inside: rest.join('\n\n'), signOff: '' } : { front: '', inside: text, signOff: '' };
  }
  const t = text as CardText;
  return { front: t.front ?? t.headline ?? '', inside: t.inside ?? t.message ?? '', signOff: t.sign_off ?? '' };
}

export function isWorking(i: Pick<CardInstance, 'status'>) {
  return i.status === 'queued' || i.status === 'generating';
}

export function cardTitle(c: Pick<Card, 'recipient_name' | 'event' | 'title'>) {
  return c.title || `${c.event?.name ?? 'Card'} for ${c.recipient_name}`;
}

/** The option to show for a card in lists: the first ready one with a picture. */
export function coverOf(c: Card): CardInstance | undefined {
  return c.card_instances?.find((i) => i.status === 'ready' && (i.thumbnail_url || i.image_url)) ?? c.card_instances?.[0];
}

export const STATUS_TEXT: Record<string, string> = {
  queued: 'Waiting to start', generating: 'Creating…', ready: 'Ready', failed: 'Could not be made',
};

/** Share of the card's options that are finished, 0–100. */
export function progressOf(instances: CardInstance[]): number {
  if (!instances.length) return 0;
  const score = instances.reduce((n, i) => n + (i.status === 'ready' || i.status === 'failed' ? 1 : i.status === 'generating' ? (i.progress ?? 50) / 100 : 0), 0);
  return Math.round((score / instances.length) * 100);
}
