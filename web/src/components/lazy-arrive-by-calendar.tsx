import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from './icon';

/** The calendar (and its date library) loads only for customers who want a day. */
const ArriveByCalendar = lazy(() => import('./arrive-by-calendar').then((m) => ({ default: m.ArriveByCalendar })));

/** `ArriveByCalendar`, loaded when first shown, with a spinner meanwhile. */
export function LazyArriveByCalendar(props: ComponentProps<typeof ArriveByCalendar>) {
  return (
    <Suspense fallback={<Spinner label="Loading the calendar" />}>
      <ArriveByCalendar {...props} />
    </Suspense>
  );
}
