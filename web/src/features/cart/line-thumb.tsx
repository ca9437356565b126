import { CardCover } from '../../components/card-cover';

/** A cart line's picture, first in the line: the cover of the card option it buys. */
export function LineThumb({ option, title }: { option: { id: number; card_id: number | null }; title: string }) {
  return (
    <span className="line-thumb">
      <CardCover optionId={option.id} cardId={option.card_id} title={title} />
    </span>
  );
}
