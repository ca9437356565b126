import { useEffect, useRef } from 'react';

/**
 * Brings the first new option into view as it forms after "Make options": on a photo card the
 * button sits below the photo panel, and on a phone the options would otherwise form off
 * screen, above where the customer is looking. Returns what to call once the options are asked
 * for; the count is the card's options now.
 */
export function useScrollToNewOptions(count: number): () => void {
  const from = useRef<number | null>(null);
  useEffect(() => {
    if (from.current === null || count <= from.current) return;
    const first = document.querySelectorAll('#options > li')[from.current];
    from.current = null;
    first?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [count]);
  return () => {
    from.current = count;
  };
}
