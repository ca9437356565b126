import { baseApi } from '../../api/base-api';
import { endpoint } from '../../api/route-request';
import { catalog } from '../../api/route-table.gen';

const all = { query: { per_page: 200 } };

/** Catalogue reads: occasions (events), styles, personas, products, plans. */
export const catalogApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listEvents: b.query({ ...endpoint(catalog.event.list, all), providesTags: [{ type: 'Catalog', id: 'events' }] }),
    getEvent: b.query({
      ...endpoint(catalog.event.get, (key: string) => ({ params: { id: key } })),
      providesTags: [{ type: 'Catalog', id: 'events' }],
    }),
    listStyles: b.query({ ...endpoint(catalog.style.list, all), providesTags: [{ type: 'Catalog', id: 'styles' }] }),
    listPersonas: b.query({ ...endpoint(catalog.persona.list, all), providesTags: [{ type: 'Catalog', id: 'personas' }] }),
    listProducts: b.query({ ...endpoint(catalog.product.list, all), providesTags: [{ type: 'Catalog', id: 'products' }] }),
    listPlans: b.query({ ...endpoint(catalog.plan.list, all), providesTags: [{ type: 'Catalog', id: 'plans' }] }),
  }),
});

export const { useListEventsQuery, useGetEventQuery, useListStylesQuery, useListPersonasQuery, useListProductsQuery, useListPlansQuery } =
  catalogApi;
