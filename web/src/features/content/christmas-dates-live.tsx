import { useDeliveryOptionsQuery } from '../delivery/delivery.api';
import { dayName, timeOfDay } from '../../components/format';
import { ChristmasDatesTable } from './christmas-dates-table';

/** The coming Christmas's last order times, each with its weekday, in UK time. */
export function LiveChristmasDates() {
  const { data, isError } = useDeliveryOptionsQuery();
  if (!data) {
    return (
      <ChristmasDatesTable
        season={null}
        note={isError ? 'We could not load this season’s dates. Please try again later.' : 'Checking this season’s dates…'}
        rows={['Royal Mail 2nd Class', 'Royal Mail 1st Class', 'Royal Mail Tracked 24'].map((s) => ({ service: s, orderBy: '…' }))}
      />
    );
  }
  const c = data.christmas;
  const passed = (iso: string) => new Date(iso).getTime() < Date.now();
  return (
    <ChristmasDatesTable
      season={c.season}
      note={`Order and pay by these times for delivery in the UK before Christmas (by ${dayName(c.arrive_by)}). Times are UK time.`}
      rows={c.options.map((o) => ({
        service: o.name,
        orderBy: passed(o.last_order_at)
          ? 'Too late for Christmas post'
          : `${timeOfDay(o.last_order_at)}, ${dayName(o.last_dispatch_date)}`,
      }))}
    />
  );
}
