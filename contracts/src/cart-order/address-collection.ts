import { z } from 'zod';
import { Timestamp } from '../common.js';
import { AddressInput } from './address.js';

/** How long a new collection link works, in days, unless the sender says otherwise. */
export const COLLECTION_LINK_DAYS = 14;

/** `POST /address_groups/:id/collection_link`: a link for people to give their own address into that group. */
export const CreateCollectionLinkBody = z.object({
  days: z.number().int().min(1).max(90).default(COLLECTION_LINK_DAYS).describe('How many days the link works'),
});

/** A collection link as its sender sees it; `url` is the page the sender shares. */
export const CollectionLink = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  url: z.string(),
  token: z.string(),
  expires_at: Timestamp,
  active: z.boolean(),
  given: z.number().int().describe('Answers received through it'),
  created_at: Timestamp,
});
export type CollectionLink = z.infer<typeof CollectionLink>;

export const CollectionTokenParams = z.object({ token: z.string().min(10).max(100) });

/** What a person opening the link sees: the sender's name and nothing of the book. */
export const CollectionPage = z.object({ sender_name: z.string() });
export type CollectionPage = z.infer<typeof CollectionPage>;

/** What a person gives: their own name and postal address, each field checked in plain words. */
export const GiveAddressBody = AddressInput.pick({ name: true, line1: true, line2: true, city: true, county: true, postcode: true });
export type GiveAddressBody = z.infer<typeof GiveAddressBody>;

export const GiveAddressReply = z.object({ message: z.string() });

/** An answer that matched an entry already in the book: offered to the sender, never written by itself. */
export const OfferedUpdate = z.object({
  id: z.number().int(),
  address_id: z.number().int(),
  given: GiveAddressBody,
  created_at: Timestamp,
});
export type OfferedUpdate = z.infer<typeof OfferedUpdate>;

/** The sender's summary of what a link has brought since the last summary. */
export const CollectionSummaryReply = z.object({
  sent: z.boolean().describe('False when nothing new came in since the last summary'),
  added: z.number().int(),
  offered: z.number().int(),
});
