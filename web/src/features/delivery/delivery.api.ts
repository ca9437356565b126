import type { PostageClass } from '@cards/contracts';
import { useState } from 'react';
import { baseApi } from '../../api/base-api';
import { endpoint } from '../../api/route-request';
import { cartOrder } from '../../api/route-table.gen';
import type { CalendarMonth } from '../../components/arrive-by-calendar';

/** `GET /delivery_options`: postage classes with today's dispatch and arrival dates, and this season's Christmas last order times. */
export const deliveryApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    deliveryOptions: b.query({
      ...endpoint(cartOrder.deliveryOptions, (postcode: string | void) => ({ query: postcode ? { postcode } : {} })),
      // The dates move on with the clock (the cut-off, midnight): ask again after a while.
      keepUnusedDataFor: 300,
    }),
    /** `GET /delivery_calendar`: one month of arrive-by days, each reachable or with the reason it is not. */
    deliveryCalendar: b.query({
      ...endpoint(
        cartOrder.deliveryCalendar,
        ({ postage_class, postcode, month }: { postage_class: PostageClass; postcode?: string | null; month?: string }) => ({
          query: { postage_class, ...(postcode ? { postcode } : {}), ...(month ? { month } : {}) },
        }),
      ),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useDeliveryOptionsQuery, useDeliveryCalendarQuery } = deliveryApi;

/** What the calendar needs of a cart's or an order's delivery. */
interface ArriveByDelivery {
  postage_class: PostageClass;
  address?: { postcode?: string | null } | null;
  arrive_by: string | null;
}

/**
 * The arrive-by calendar's days for a delivery's postage class and postcode, a month at a time,
 * starting at the chosen day's month: what `components/arrive-by-calendar.tsx` shows.
 */
export function useCalendarMonth(delivery: ArriveByDelivery): CalendarMonth {
  const [month, setMonth] = useState(delivery.arrive_by?.slice(0, 7));
  const cal = useDeliveryCalendarQuery({ postage_class: delivery.postage_class, postcode: delivery.address?.postcode, month });
  return { month, calendar: cal.data, fetching: cal.isFetching, failed: cal.isError, onMonthChange: setMonth };
}
