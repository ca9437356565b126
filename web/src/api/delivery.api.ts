import { baseApi } from './base-api';
import type { DeliveryOptionsReply } from './types';

/** `GET /delivery_options`: postage classes with today's dispatch and arrival dates, and this season's Christmas last order times. */
export const deliveryApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    deliveryOptions: b.query<DeliveryOptionsReply, string | void>({
      query: (postcode) => (postcode ? `/delivery_options?postcode=${encodeURIComponent(postcode)}` : '/delivery_options'),
      // The dates move on with the clock (the cut-off, midnight): ask again after a while.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useDeliveryOptionsQuery } = deliveryApi;
