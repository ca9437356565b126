import { z } from 'zod';
import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import { AllowanceDetails, CardIdParams, DesignPackReply } from './card.js';
import {
  CardArtworkVersion,
  CardInstance,
  CardInstanceListQuery,
  CardWordsVersion,
  CreateCardInstanceBody,
  RegenerateTextBody,
  RestoreCardArtworkBody,
  RestoreCardWordsBody,
  UpdateCardInstanceBody,
} from './card-instance.js';

const tag = 'Cards';

/**
 * A card's options (card instances): their words and artwork, earlier versions of each, and
 * fresh words or artwork within the month's allowance.
 */
export const cardOptionRoutes = {
  listCardInstances: forwardedRoute(
    'generation.card_instance.list',
    defineRoute({
      method: 'get',
      path: '/card_instances',
      summary: 'My card options',
      tag,
      auth: 'user',
      query: CardInstanceListQuery,
      response: z.array(CardInstance),
    }),
  ),
  getCardInstance: forwardedRoute(
    'generation.card_instance.get',
    defineRoute({
      method: 'get',
      path: '/card_instances/:id',
      summary: 'Show a card option',
      tag,
      auth: 'user',
      params: CardIdParams,
      response: CardInstance,
    }),
  ),
  createCardInstance: forwardedRoute(
    'generation.card_instance.create',
    defineRoute({
      method: 'post',
      path: '/card_instances',
      summary: 'Add an option to a card (missing parts are generated)',
      tag,
      auth: 'user',
      body: CreateCardInstanceBody,
      response: CardInstance,
      status: 201,
      errors: [402, 429],
    }),
  ),
  updateCardInstance: forwardedRoute(
    'generation.card_instance.update',
    defineRoute({
      method: 'put',
      path: '/card_instances/:id',
      summary: 'Edit the words by hand, rate with stars, thumbs up/down',
      tag,
      auth: 'user',
      params: CardIdParams,
      body: UpdateCardInstanceBody,
      response: CardInstance,
    }),
  ),
  deleteCardInstance: forwardedRoute(
    'generation.card_instance.delete',
    defineRoute({
      method: 'delete',
      path: '/card_instances/:id',
      summary: 'Delete a card option',
      tag,
      auth: 'user',
      params: CardIdParams,
      status: 204,
    }),
  ),
  regenerateText: forwardedRoute(
    'generation.card_instance.regenerate_text',
    defineRoute({
      method: 'post',
      path: '/card_instances/:id/regenerate_text',
      summary:
        'New words unlike the other options; the artwork stays, and the front greeting too unless {"front": true} (one generation of the allowance)',
      tag,
      auth: 'user',
      params: CardIdParams,
      body: RegenerateTextBody,
      response: CardInstance,
      status: 202,
      errors: [402, 409, 429],
    }),
  ),
  cardWordsHistory: forwardedRoute(
    'generation.card_instance.words_history',
    defineRoute({
      method: 'get',
      path: '/card_instances/:id/words',
      summary:
        "The option's words over time, oldest first: each text a regenerate or a hand edit replaced (hand-edited ones marked), then the current words",
      tag,
      auth: 'user',
      params: CardIdParams,
      response: z.array(CardWordsVersion),
    }),
  ),
  restoreCardWords: forwardedRoute(
    'generation.card_instance.words_restore',
    defineRoute({
      method: 'post',
      path: '/card_instances/:id/words/restore',
      summary: 'Undo: bring back an earlier version of the words (free; the words it replaces stay in the history)',
      tag,
      auth: 'user',
      params: CardIdParams,
      body: RestoreCardWordsBody,
      response: CardInstance,
      errors: [409, 422],
    }),
  ),
  cardArtworkHistory: forwardedRoute(
    'generation.card_instance.artwork_history',
    defineRoute({
      method: 'get',
      path: '/card_instances/:id/artworks',
      summary: "The option's artwork over time, oldest first: each picture a regenerate or an undo replaced, then the current one",
      tag,
      auth: 'user',
      params: CardIdParams,
      response: z.array(CardArtworkVersion),
    }),
  ),
  restoreCardArtwork: forwardedRoute(
    'generation.card_instance.artwork_restore',
    defineRoute({
      method: 'post',
      path: '/card_instances/:id/artworks/restore',
      summary: 'Undo: bring back an earlier artwork (free; the artwork it replaces stays in the history)',
      tag,
      auth: 'user',
      params: CardIdParams,
      body: RestoreCardArtworkBody,
      response: CardInstance,
      errors: [409, 422],
    }),
  ),
  getAllowance: forwardedRoute(
    'generation.allowance.get',
    defineRoute({
      method: 'get',
      path: '/allowance',
      summary:
        "This month's card designs: the plan's allowance, how many are used, bought pack credits, when it resets, and what more costs",
      tag,
      auth: 'user',
      response: AllowanceDetails,
    }),
  ),
  buyDesignPack: forwardedRoute(
    'generation.allowance.pack',
    defineRoute({
      method: 'post',
      path: '/cards/:id/design_pack',
      summary:
        'A checkout for a one-off pack of more card designs, before or after the month runs out; once paid it returns to this card (404 for a card not yours, 503 when no checkout can be opened)',
      tag,
      auth: 'user',
      params: CardIdParams,
      response: DesignPackReply,
      errors: [404, 503],
    }),
  ),
  regenerateImage: forwardedRoute(
    'generation.card_instance.regenerate_image',
    defineRoute({
      method: 'post',
      path: '/card_instances/:id/regenerate_image',
      summary: 'New artwork; the words stay (one generation of the allowance)',
      tag,
      auth: 'user',
      params: CardIdParams,
      response: CardInstance,
      status: 202,
      errors: [402, 409, 429],
    }),
  ),
} as const;
