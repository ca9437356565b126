import { z } from 'zod';
import { forwardedRoute } from '../calls.js';
import { defineRoute } from '../openapi.js';
import {
  AllowanceDetails,
  Card,
  CardIdParams,
  CardListQuery,
  CreateCardBody,
  GenerateCardBody,
  PaymentSessionQuery,
  PaymentSessionReply,
  UpdateCardBody,
} from './card.js';
import {
  CardArtworkVersion,
  CardInstance,
  CardInstanceListQuery,
  CardWordsVersion,
  CreateCardInstanceBody,
  RegenerateTextBody,
  RestoreCardArtworkBody,
  RestoreCardWordsBody,
  SendCardInstanceBody,
  SendCardInstanceReply,
  UpdateCardInstanceBody,
} from './card-instance.js';
import { CardPhoto, CardPhotoParams, PHOTO_LIMITS, UpdateCardPhotoBody } from './photo.js';
import { photoUploadCalls } from './rpc.js';
import {
  AddSignatureBody,
  CardSignature,
  CardSignatureParams,
  CardSigning,
  OpenSigningBody,
  OwnerEditSignatureBody,
  SignerEditBody,
  SignerSignature,
  SignerSignatureParams,
  SigningLink,
  SigningPage,
  SigningTokenParams,
  UpdateSigningBody,
} from './signing.js';

const tag = 'Cards';
const groupTag = 'Group cards';
const IdParams = CardIdParams;

/**
 * REST routes owned by the generation service. `samples` is declared before `/cards/:id`
 * so the router never reads "samples" as an id.
 */
export const generationRoutes = {
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
      params: IdParams,
      response: Card,
    }),
  ),
  createCard: forwardedRoute(
    'generation.card.create',
    defineRoute({
      method: 'post',
      path: '/cards',
      summary: 'Create a card',
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
      summary: 'Update a card (favourite it; admins mark samples)',
      tag,
      auth: 'user',
      params: IdParams,
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
      params: IdParams,
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
      params: IdParams,
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
      params: IdParams,
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
      params: IdParams,
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
      params: IdParams,
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
      params: IdParams,
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
      params: IdParams,
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
      params: IdParams,
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
      params: IdParams,
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
      params: IdParams,
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
  regenerateImage: forwardedRoute(
    'generation.card_instance.regenerate_image',
    defineRoute({
      method: 'post',
      path: '/card_instances/:id/regenerate_image',
      summary: 'New artwork; the words stay (one generation of the allowance)',
      tag,
      auth: 'user',
      params: IdParams,
      response: CardInstance,
      status: 202,
      errors: [402, 409, 429],
    }),
  ),
  updateCardPhoto: forwardedRoute(
    'generation.card_photo.update',
    defineRoute({
      method: 'put',
      path: '/cards/:id/photos/:panel',
      summary: "Crop and position the card's photo on its panel (fractions of the photo), and where the front greeting goes",
      tag,
      auth: 'user',
      params: CardPhotoParams,
      body: UpdateCardPhotoBody,
      response: CardPhoto,
      errors: [404],
    }),
  ),
  deleteCardPhoto: forwardedRoute(
    'generation.card_photo.delete',
    defineRoute({
      method: 'delete',
      path: '/cards/:id/photos/:panel',
      summary: 'Take the photo off the card (its files are deleted); a front without a photo gets artwork again',
      tag,
      auth: 'user',
      params: CardPhotoParams,
      status: 204,
      errors: [404],
    }),
  ),
  getCardSigning: forwardedRoute(
    'generation.card_signing.get',
    defineRoute({
      method: 'get',
      path: '/cards/:id/signing',
      summary: 'Group card: the signing link (null when signing is off) and the signatures so far',
      tag: groupTag,
      auth: 'user',
      params: IdParams,
      response: CardSigning,
      errors: [404],
    }),
  ),
  openSigning: forwardedRoute(
    'generation.card_signing.open',
    defineRoute({
      method: 'post',
      path: '/cards/:id/signing',
      summary:
        'Turn on signing: a new private link others sign through without an account (replaces any earlier link), optionally closing at a date',
      tag: groupTag,
      auth: 'user',
      params: IdParams,
      body: OpenSigningBody,
      response: SigningLink,
      status: 201,
      errors: [404, 422],
    }),
  ),
  updateSigning: forwardedRoute(
    'generation.card_signing.update',
    defineRoute({
      method: 'put',
      path: '/cards/:id/signing',
      summary: 'Change when the signing link closes',
      tag: groupTag,
      auth: 'user',
      params: IdParams,
      body: UpdateSigningBody,
      response: SigningLink,
      errors: [404, 422],
    }),
  ),
  closeSigning: forwardedRoute(
    'generation.card_signing.close',
    defineRoute({
      method: 'delete',
      path: '/cards/:id/signing',
      summary: 'Turn signing off: the link answers 410 from now on (the signatures stay on the card)',
      tag: groupTag,
      auth: 'user',
      params: IdParams,
      status: 204,
      errors: [404],
    }),
  ),
  updateCardSignature: forwardedRoute(
    'generation.card_signature.owner_update',
    defineRoute({
      method: 'put',
      path: '/cards/:id/signatures/:signature_id',
      summary: 'The owner corrects a signature (moderated like every printed text)',
      tag: groupTag,
      auth: 'user',
      params: CardSignatureParams,
      body: OwnerEditSignatureBody,
      response: CardSignature,
      errors: [404, 422],
    }),
  ),
  deleteCardSignature: forwardedRoute(
    'generation.card_signature.owner_delete',
    defineRoute({
      method: 'delete',
      path: '/cards/:id/signatures/:signature_id',
      summary: 'The owner removes a signature from the card',
      tag: groupTag,
      auth: 'user',
      params: CardSignatureParams,
      status: 204,
      errors: [404],
    }),
  ),
  signingPage: forwardedRoute(
    'generation.signing_page.get',
    defineRoute({
      method: 'get',
      path: '/signing/:token',
      summary: 'Public signing page of a group card: the front, who it is for, the limits (404 unknown link, 410 turned off or closed)',
      tag: groupTag,
      auth: 'public',
      params: SigningTokenParams,
      response: SigningPage,
      errors: [404, 410],
    }),
  ),
  addSignature: forwardedRoute(
    'generation.card_signature.add',
    defineRoute({
      method: 'post',
      path: '/signing/:token/signatures',
      summary:
        'Sign a group card without an account: a message and a name; answered with an edit token for this browser (rate-limited per link and per client)',
      tag: groupTag,
      auth: 'public',
      params: SigningTokenParams,
      body: AddSignatureBody,
      response: SignerSignature,
      status: 201,
      errors: [404, 410, 422, 429],
    }),
  ),
  editOwnSignature: forwardedRoute(
    'generation.card_signature.signer_update',
    defineRoute({
      method: 'put',
      path: '/signing/:token/signatures/:id',
      summary: 'A signer changes their own signature with the edit token they were given',
      tag: groupTag,
      auth: 'public',
      params: SignerSignatureParams,
      body: SignerEditBody,
      response: SignerSignature,
      errors: [404, 410, 422, 429],
    }),
  ),
  sendCardInstance: forwardedRoute(
    'generation.card_instance.send',
    defineRoute({
      method: 'post',
      path: '/card_instances/:id/send',
      summary: 'E-mail the option to its recipient as an e-card',
      tag,
      auth: 'user',
      params: IdParams,
      body: SendCardInstanceBody,
      response: SendCardInstanceReply,
      status: 202,
      errors: [409, 429],
    }),
  ),
} as const;

/**
 * `POST /cards/{id}/photos/{panel}` (multipart, field `photo`): the BFF streams the file to the
 * asset store under a temporary key, then makes the route's call with that key, so it is
 * mounted by hand rather than forwarded.
 */
export const uploadCardPhotoRoute = {
  call: photoUploadCalls.upload,
  ...defineRoute({
    method: 'post',
    path: '/cards/:id/photos/:panel',
    tag,
    auth: 'user',
    status: 201,
    response: CardPhoto,
    params: CardPhotoParams,
    summary:
      "Put your own photo on the front or the inside left panel (JPEG, PNG or WebP, at most 20 MB); replaces the panel's photo. 422 names why a file is refused: not an image, corrupt, too small to print",
    upload: { field: 'photo', maxBytes: PHOTO_LIMITS.maxBytes, accept: PHOTO_LIMITS.types },
    errors: [404, 413, 422],
  }),
};
