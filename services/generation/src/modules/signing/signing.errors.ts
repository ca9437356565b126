import { AppError, notFound, tooManyFor, unprocessable } from '@cards/kit';

/** Why signing fails, each in words a signer or an owner can act on. */
export const signingErrors = {
  unknownLink: () =>
    notFound(
      'signing_link_not_found',
      'This signing link does not exist. Please check you copied the whole address, or ask the person who sent it for a new one.',
    ),
  revoked: () => new AppError(410, 'signing_link_revoked', 'This card is no longer taking signatures: its owner turned signing off.'),
  closed: (at: Date) =>
    new AppError(410, 'signing_closed', `This card stopped taking signatures on ${at.toUTCString().replace(/ GMT$/, ' UTC')}.`),
  cardFull: (max: number) => new AppError(409, 'signing_card_full', `This card already has ${max} signatures, as many as it can hold.`),
  signingOff: () => notFound('signing_off', 'Signing is not turned on for this card. Turn it on to get a link.'),
  signatureNotFound: () => notFound('signature_not_found', 'That signature is not on this card'),
  notYours: () => notFound('signature_not_found', 'This browser cannot change that signature: it was signed somewhere else.'),
  closesInPast: () =>
    unprocessable('signing_closes_in_past', 'The closing date must be in the future.', { 'signing.closes_at': ['must be in the future'] }),
  limited: (scope: 'link' | 'client', retryAfter: number) =>
    tooManyFor(
      'signing_rate_limited',
      retryAfter,
      (wait) =>
        scope === 'link'
          ? `This card is getting a lot of signatures right now. Please try again in ${wait}.`
          : `You have signed or edited a lot of cards in a short time. Please try again in ${wait}.`,
      { scope },
    ),
};
