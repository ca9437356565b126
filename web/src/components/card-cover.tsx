import { createContext, Suspense, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { CardArt } from './card-art';

/** Which card a cover shows: the option (card instance), and its card when the page knows it. */
export interface CoverOf {
  optionId: number;
  cardId?: number | null;
  title: string;
}

/**
 * What draws a card's front in the browser from its data (the cards feature's layout of the
 * printed card). The app provides it, since a shared component knows no feature.
 */
const CoverDrawer = createContext<ComponentType<CoverOf> | null>(null);

export function CardCoverProvider({ drawer, children }: { drawer: ComponentType<CoverOf>; children: ReactNode }) {
  return <CoverDrawer.Provider value={drawer}>{children}</CoverDrawer.Provider>;
}

/** True once the element has come near the viewport (at once where there is no IntersectionObserver). */
function useNearView<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * A card's front for the cart, checkout, order and card lists, drawn in the browser from the
 * card's words and artwork as the designer shows it: nothing is rendered on the server for a
 * card until it is paid for. Only drawn once near the viewport; until then (and while the
 * drawing loads) the stand-in fills the same box, so nothing moves when the card appears.
 */
export function CardCover(props: CoverOf) {
  const Drawer = useContext(CoverDrawer);
  const [ref, near] = useNearView<HTMLSpanElement>();
  const standIn = <CardArt title={props.title} />;
  return (
    <span ref={ref} className="card-cover" data-option={props.optionId}>
      {near && Drawer ? (
        <Suspense fallback={standIn}>
          <Drawer {...props} />
        </Suspense>
      ) : (
        standIn
      )}
    </span>
  );
}
