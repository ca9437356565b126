import { describe, expect, it } from '@jest/globals';
import { request, routePath } from './route-request';
import { cartOrder, catalog, generation, rendering } from './route-table.gen';

describe('calls of a route', () => {
  it('when a route has path params, then each is filled in and encoded as one path segment', () => {
    expect(routePath(generation.signingPage, { params: { token: 'a b/c?' } })).toBe('/signing/a%20b%2Fc%3F');
    expect(routePath(generation.updateCardSignature, { params: { id: 7, signature_id: 9 } })).toBe('/cards/7/signatures/9');
    expect(routePath(rendering.cardInstancePdf, { params: { id: 12 } })).toBe('/card_instances/12.pdf');
  });

  it('when a path param is missing, then the call fails naming it rather than asking for the wrong URL', () => {
    expect(() => routePath(catalog.event.get, { params: { id: '' } })).toThrow('get /events/:id needs its :id');
  });

  it('when a route takes a query and a body, then the request carries them with its method', () => {
    expect(request(cartOrder.updateCartItem, { params: { id: 3 }, body: { cart_item: { quantity: 2 } } })).toEqual({
      url: '/cart_item/3',
      method: 'PUT',
      body: { cart_item: { quantity: 2 } },
    });
    expect(request(catalog.event.list, { query: { per_page: 200 } })).toEqual({ url: '/events', method: 'GET', params: { per_page: 200 } });
    expect(request(cartOrder.getCart)).toEqual({ url: '/cart', method: 'GET' });
    expect(request(cartOrder.deliveryOptions, { query: { postcode: undefined } })).toEqual({ url: '/delivery_options', method: 'GET' });
  });
});
