import { useDeliveryOptionsQuery } from '../delivery/delivery.api';
import { dayName, timeOfDay } from '../../components/format';
import { useRefetchWhenPassed } from '../../components/use-refetch-when-passed';
import { ChristmasDatesTable } from './christmas-dates-table';

const SERVICES = ['Royal Mail 2nd Class', 'Royal Mail 1st Class', 'Royal Mail Tracked 24'];

/**
 * The coming Christmas's last order times, each with its weekday, in UK time, and beside each
 * postage what an order paid now is promised: the same answer and words as the cart and checkout
 * (`GET /delivery_options`), asked for again when a time it shows passes.
 */
export function LiveChristmasDates() {
  const { data, isError, refetch } = useDeliveryOptionsQuery();
  const passed = (iso: string) => Date.parse(iso) <= Date.now();
  useRefetchWhenPassed(
    [
      ...(data?.options.map((o) => o.order_by) ?? []),
      ...(data?.christmas.options.map((o) => o.last_order_at).filter((t) => !passed(t)) ?? []),
    ],
    () => void refetch(),
  );
  if (!data) {
    return (
      <ChristmasDatesTable
        season={null}
        note={isError ? 'We could not load this season’s dates. Please try again later.' : 'Checking this season’s dates…'}
        rows={SERVICES.map((s) => ({ service: s, orderBy: '…' }))}
      />
    );
  }
  const c = data.christmas;
  const today = new Map(data.options.map((o) => [o.postage_class, o.promise]));
  return (
    <ChristmasDatesTable
      season={c.season}
      note={`Order and pay by these times for delivery in the UK before Christmas (by ${dayName(c.arrive_by)}). Times are UK time.`}
      rows={c.options.map((o) => ({
        service: o.name,
        orderBy: passed(o.last_order_at)
          ? 'Too late for Christmas post'
          : `${timeOfDay(o.last_order_at)}, ${dayName(o.last_dispatch_date)}`,
        arrives: today.get(o.postage_class),
      }))}
    />
  );
}
