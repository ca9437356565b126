import { useState } from 'react';
import { toast } from '../../app/toast';
import type { Card, CardInstance, Product } from '../../api/types';
import { TextArea, TextField } from '../../components/field';
import { Icon, Spinner } from '../../components/icon';
import { useUpdateCardInstanceMutation } from './cards.api';
import { PrintPreview } from './print-preview';

/**
 * The words being edited; the print preview follows them before they are saved. The sheet
 * being typed on (outside for the greeting, inside for the message) is shown again above the
 * fields, so it stays in sight on a phone while the keyboard is up.
 */
export function EditWords({
  card,
  option,
  product,
  words,
  onChange,
  onDone,
}: {
  card: Card;
  option: CardInstance;
  product?: Product;
  words: { front: string; inside: string };
  onChange: (w: { front: string; inside: string }) => void;
  onDone: () => void;
}) {
  const { front, inside } = words;
  const [sheet, setSheet] = useState<0 | 1>(1);
  const setFront = (v: string) => onChange({ front: v, inside });
  const setInside = (v: string) => onChange({ front, inside: v });
  const [update, state] = useUpdateCardInstanceMutation();
  const save = async () => {
    if (!front.trim() || !inside.trim()) {
      toast.error('The front and the inside both need some words.');
      return;
    }
    const r = await update({ id: option.id, card_id: option.card_id, card_instance: { front_text: front.trim(), text: inside.trim() } });
    if (!('error' in r)) {
      toast.success('Your words are saved.');
      onDone();
    }
  };
  return (
    <form
      className="form card-box edit-words"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2>Edit the words</h2>
      <div className="edit-live">
        <PrintPreview card={card} option={option} words={words} product={product} only={sheet} />
      </div>
      <TextField
        label="Front greeting"
        value={front}
        onChange={(e) => setFront(e.target.value)}
        onFocus={() => setSheet(0)}
        maxLength={200}
      />
      <TextArea
        label="Inside message"
        value={inside}
        onChange={(e) => setInside(e.target.value)}
        onFocus={() => setSheet(1)}
        maxLength={2000}
        rows={8}
      />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={state.isLoading}>
          {state.isLoading ? <Spinner label="Saving" /> : <Icon name="check" />} Save words
        </button>
        <button type="button" className="button button-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
