import { useEffect, useRef } from 'react';
import { toast } from '../../app/toast';
import type { CardInstance } from '../../api/types';
import { Icon, Spinner } from '../../components/icon';
import { useRestoreWordsMutation, useWordsHistoryQuery } from './cards.api';

/**
 * Undo and the option's earlier words: every text a regenerate or a hand edit replaced, newest
 * first, the customer's own words marked. Bringing one back is free and keeps the words it
 * replaces in the list, so nothing a customer wrote or liked is ever lost.
 */
export function WordsHistory({ option, disabled }: { option: CardInstance; disabled?: boolean }) {
  const history = useWordsHistoryQuery({ id: option.id, card_id: option.card_id });
  // New words (from the socket or the polling of the card) mean a longer history: read it again.
  const { refetch } = history;
  const seen = useRef(option.text + option.front_text);
  useEffect(() => {
    const now = option.text + option.front_text;
    if (seen.current === now) return;
    seen.current = now;
    void refetch();
  }, [option.text, option.front_text, refetch]);
  const [restore, restoring] = useRestoreWordsMutation();
  const earlier = (history.data ?? []).filter((v) => !v.current).reverse();
  if (!earlier.length) return null;
  const bringBack = async (version: number, edited: boolean) => {
    const r = await restore({ id: option.id, card_id: option.card_id, version });
    if (!('error' in r)) toast.success(edited ? 'Your own words are back.' : 'The earlier words are back.');
  };
  const last = earlier[0]!;
  return (
    <div className="words-history no-print">
      <button
        type="button"
        className="button"
        onClick={() => void bringBack(last.version, last.edited)}
        disabled={disabled || restoring.isLoading}
        aria-label={last.edited ? 'Undo: bring back your edited words' : 'Undo: bring back the words before'}
      >
        {restoring.isLoading ? <Spinner label="Bringing the words back" /> : <Icon name="undo" />} Undo
      </button>
      <details>
        <summary>Earlier words ({earlier.length})</summary>
        <ol className="words-history-list" aria-label="Earlier words, newest first">
          {earlier.map((v) => (
            <li key={v.version} className="card-box stack-sm">
              {v.edited && <span className="status-pill">Your own words</span>}
              <p className="option-front">{v.front_text}</p>
              <p className="option-inside">{v.text}</p>
              <button
                type="button"
                className="button button-small"
                onClick={() => void bringBack(v.version, v.edited)}
                disabled={disabled || restoring.isLoading}
              >
                Bring these back
              </button>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
