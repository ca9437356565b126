import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import { CardIdParams } from './card.js';
import { SendCardInstanceBody, SendCardInstanceReply } from './card-instance.js';
import { EcardPage, EcardTokenParams } from './ecard.js';
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

/** A card shared with others: a group card's signing link and signatures, and an option sent as an e-card. */
export const sharingRoutes = {
  getCardSigning: forwardedRoute(
    'generation.card_signing.get',
    defineRoute({
      method: 'get',
      path: '/cards/:id/signing',
      summary: 'Group card: the signing link (null when signing is off) and the signatures so far',
      tag: groupTag,
      auth: 'user',
      params: CardIdParams,
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
      params: CardIdParams,
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
      params: CardIdParams,
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
      params: CardIdParams,
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
      params: CardIdParams,
      body: SendCardInstanceBody,
      response: SendCardInstanceReply,
      status: 202,
      errors: [409, 429],
    }),
  ),
  ecardPage: forwardedRoute(
    'generation.ecard_page.get',
    defineRoute({
      method: 'get',
      path: '/ecards/:token',
      summary: 'Public page of an e-card, opened from its mail: the card as it was sent, front and inside (404 unknown link)',
      tag,
      auth: 'public',
      params: EcardTokenParams,
      response: EcardPage,
      errors: [404],
    }),
  ),
} as const;
