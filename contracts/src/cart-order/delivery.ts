import { z } from 'zod';
import { Id, Pounds } from '../common.js';
import { AddressInput, PostalAddress } from './address.js';

/** Send the cards to the customer (to write and post on) or straight to the recipient. */
export const DeliveryMethod = z.enum(['to_me', 'to_recipient']);
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

/** Royal Mail service the order goes by. */
export const PostageClass = z.enum(['second', 'first', 'tracked']);
export type PostageClass = z.infer<typeof PostageClass>;

/** One postage choice with its price for this cart (0 when the plan covers it). */
export const DeliveryOption = z.object({
  postage_class: PostageClass,
  name: z.string(),
  description: z.string(),
  price: Pounds,
  free: z.boolean().describe('Covered by the account\'s plan'),
});

/** The delivery chosen for a cart or an order. */
export const Delivery = z.object({
  method: DeliveryMethod,
  postage_class: PostageClass,
  address_id: z.number().int().nullable(),
  address: PostalAddress.nullable(),
});
export type Delivery = z.infer<typeof Delivery>;

/**
 * `PUT /cart/delivery {delivery:{...}}`: the method, the postage class and an address — a
 * saved one (`address_id`) or a new one (`address`, kept in the address book when `save_address`).
 */
export const SetDeliveryBody = z.object({
  delivery: z.object({
    method: DeliveryMethod.optional(),
    postage_class: PostageClass.optional(),
    address_id: Id.nullable().optional(),
    address: AddressInput.nullable().optional(),
    save_address: z.boolean().default(false),
  }),
});
export type SetDeliveryInput = z.infer<typeof SetDeliveryBody>['delivery'];
