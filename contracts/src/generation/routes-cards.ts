import { z } from 'zod';
import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import {
  Card,
  CardIdParams,
  CardListQuery,
  CreateCardBody,
  GenerateCardBody,
  PaymentSessionQuery,
  PaymentSessionReply,
  UpdateCardBody,
} from './card.js';

const tag = 'Cards';

/**
 * The cards: samples, a customer's cards, generating one and paying for it. `samples` is declared
 * before `/cards/:id` so the router never reads "samples" as an id.
 */
export const cardRoutes = {
  cardSamples: forwardedRoute(
    'generation.card.samples',
    defineRoute({
      method: 'get',
      path: '/cards/samples',
      summary: 'Sample cards curated by admins, with their ready options',
      tag,
      auth: 'public',
      response: z.array(Card),
    }),
    { reply: z.array(Card) },
  ),
  listCards: forwardedRoute(
    'generation.card.list',
    defineRoute({
      method: 'get',
      path: '/cards',
      summary: 'My cards (admins: everyone’s, or one customer’s with user_id), newest first',
      tag,
      auth: 'user',
      query: CardListQuery,
      response: z.array(Card),
    }),
  ),
  getCard: forwardedRoute(
    'generation.card.get',
    defineRoute({
      method: 'get',
      path: '/cards/:id',
      summary: 'Show a card with its options',
      tag,
      auth: 'user',
      params: CardIdParams,
      response: Card,
    }),
  ),
  createCard: forwardedRoute(
    'generation.card.create',
    defineRoute({
      method: 'post',
      path: '/cards',
      summary: 'Create a card: the occasion, who it is for, the answers to its questions (`answers`) and any private notes (`details`)',
      tag,
      auth: 'user',
      body: CreateCardBody,
      response: Card,
      status: 201,
    }),
  ),
  updateCard: forwardedRoute(
    'generation.card.update',
    defineRoute({
      method: 'put',
      path: '/cards/:id',
      summary: 'Update a card (its answers, notes, names; favourite it; admins mark samples); `answers` given replaces them all',
      tag,
      auth: 'user',
      params: CardIdParams,
      body: UpdateCardBody,
      response: Card,
    }),
  ),
  deleteCard: forwardedRoute(
    'generation.card.delete',
    defineRoute({
      method: 'delete',
      path: '/cards/:id',
      summary: 'Delete a card and its options',
      tag,
      auth: 'user',
      params: CardIdParams,
      status: 204,
    }),
  ),
  generateCard: forwardedRoute(
    'generation.card.generate',
    defineRoute({
      method: 'post',
      path: '/cards/:id/generate',
      summary:
        'Queue new options (default 3, each one generation of the allowance; fewer when fewer are left): words and artwork are made in the background',
      tag,
      auth: 'user',
      params: CardIdParams,
      body: GenerateCardBody,
      response: Card,
      status: 202,
      errors: [402, 429],
    }),
  ),
  paymentSession: forwardedRoute(
    'generation.payment_session.verify',
    defineRoute({
      method: 'get',
      path: '/payment_session',
      summary: 'Verify a checkout session, grant what was bought, optionally start the waiting card',
      tag,
      auth: 'user',
      query: PaymentSessionQuery,
      response: PaymentSessionReply,
      errors: [402, 404, 409],
    }),
  ),
} as const;
