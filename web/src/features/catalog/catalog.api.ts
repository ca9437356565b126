import { baseApi } from '../../api/base-api';
import type { Occasion, Persona, Plan, Product, Style } from '../../api/types';

const all = { per_page: 200 };

/** Catalogue reads: occasions (events), styles, personas, products, plans. */
export const catalogApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listEvents: b.query<Occasion[], void>({
      query: () => ({ url: '/events', params: all }),
      providesTags: [{ type: 'Catalog', id: 'events' }],
    }),
    getEvent: b.query<Occasion, string>({
      query: (key) => `/events/${encodeURIComponent(key)}`,
      providesTags: [{ type: 'Catalog', id: 'events' }],
    }),
    listStyles: b.query<Style[], void>({
      query: () => ({ url: '/styles', params: all }),
      providesTags: [{ type: 'Catalog', id: 'styles' }],
    }),
    listPersonas: b.query<Persona[], void>({
      query: () => ({ url: '/personas', params: all }),
      providesTags: [{ type: 'Catalog', id: 'personas' }],
    }),
    listProducts: b.query<Product[], void>({
      query: () => ({ url: '/products', params: all }),
      providesTags: [{ type: 'Catalog', id: 'products' }],
    }),
    listPlans: b.query<Plan[], void>({ query: () => ({ url: '/plans', params: all }), providesTags: [{ type: 'Catalog', id: 'plans' }] }),
  }),
});

export const { useListEventsQuery, useGetEventQuery, useListStylesQuery, useListPersonasQuery, useListProductsQuery, useListPlansQuery } =
  catalogApi;
