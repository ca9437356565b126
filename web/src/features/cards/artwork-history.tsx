import { useEffect, useRef } from 'react';
import { toast } from '../../app/toast';
import type { CardInstance } from '../../api/types';
import { Spinner } from '../../components/icon';
import { useArtworkHistoryQuery, useRestoreArtworkMutation } from './cards.api';

/**
 * The option's earlier artwork: every picture a regenerate replaced, newest first, as small
 * pictures. Bringing one back is free and keeps the artwork it replaces in the list.
 */
export function ArtworkHistory({ option, disabled }: { option: CardInstance; disabled?: boolean }) {
  const history = useArtworkHistoryQuery({ id: option.id, card_id: option.card_id });
  // New artwork (from the socket or the polling of the card) means a longer history: read it again.
  const { refetch } = history;
  const seen = useRef(option.image_url);
  useEffect(() => {
    if (seen.current === option.image_url) return;
    seen.current = option.image_url;
    void refetch();
  }, [option.image_url, refetch]);
  const [restore, restoring] = useRestoreArtworkMutation();
  const earlier = (history.data ?? []).filter((v) => !v.current).reverse();
  if (!earlier.length) return null;
  const bringBack = async (version: number) => {
    const r = await restore({ id: option.id, card_id: option.card_id, version });
    if (!('error' in r)) toast.success('The earlier artwork is back.');
  };
  return (
    <details className="artwork-history no-print">
      <summary>Earlier artwork ({earlier.length})</summary>
      <ol className="artwork-history-list" aria-label="Earlier artwork, newest first">
        {earlier.map((v, i) => (
          <li key={v.version}>
            <img src={v.image_url} alt={`Earlier artwork ${i + 1}`} loading="lazy" />
            <button
              type="button"
              className="button button-small"
              onClick={() => void bringBack(v.version)}
              disabled={disabled || restoring.isLoading}
              aria-label={`Bring back earlier artwork ${i + 1}`}
            >
              {restoring.isLoading && restoring.originalArgs?.version === v.version ? <Spinner label="Bringing the artwork back" /> : null}{' '}
              Bring back
            </button>
          </li>
        ))}
      </ol>
    </details>
  );
}
