import type { ReactNode } from 'react';
import { CardCover } from '../../components/card-cover';
import { money } from '../../components/format';

interface Props {
  item: { card_instance: { id: number; card_id: number | null }; total: number };
  title: string;
  /** What the line says of itself and its buttons, under its title. */
  children: ReactNode;
  /** What takes the line's whole width under it (a list's people). */
  below?: ReactNode;
}

/** A cart line: the cover of the card option it buys, its title over what it says, and its total. */
export function CartLine({ item, title, children, below }: Props) {
  return (
    <li className="line">
      <span className="line-thumb">
        <CardCover optionId={item.card_instance.id} cardId={item.card_instance.card_id} title={title} />
      </span>
      <span className="line-body">
        <strong>{title}</strong>
        {children}
      </span>
      <span className="line-total">{money(item.total)}</span>
      {below}
    </li>
  );
}
