import { CardArt } from '../../components/card-art';
import type { CoverOf } from '../../components/card-cover';
import { useGetCardInstanceQuery, useGetCardQuery } from './cards.api';
import { textParts } from './card-helpers';
import { PrintPreview } from './print-preview';

/**
 * The front of an option as it prints, laid out in the browser from its card (the cart knows
 * the card; an order line knows only the option, which names it). Reading a card the shopper
 * no longer has, or an option not made yet, shows the stand-in.
 */
export default function DrawnCover({ optionId, cardId, title }: CoverOf) {
  const option = useGetCardInstanceQuery(optionId, { skip: !!cardId });
  const shown = cardId ?? option.data?.card_id;
  const card = useGetCardQuery(shown ?? 0, { skip: !shown });
  const drawn = card.data?.card_instances.find((i) => i.id === optionId) ?? option.data;
  if (!card.data || !drawn || drawn.status !== 'ready') return <CardArt title={title} />;
  return <PrintPreview card={card.data} option={drawn} words={textParts(drawn)} cover />;
}
