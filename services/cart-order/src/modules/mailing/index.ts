/**
 * Cards sent to many (a Christmas list): the recipients of cart lines and order lines, how
 * they are chosen from the address book, the checks a list passes, and what happens to each
 * recipient's card. The front door of the module; everything else in it is private.
 */
import { CartRecipientEntity, OrderRecipientEntity } from './recipient.entity.js';

export { recipientLimitError, type GroupMembers } from './choose-recipients.js';
export { CartRecipients } from './cart-recipients.js';
export { MailingChecks } from './mailing-checks.js';
export { OrderRecipients } from './order-recipients.js';
export { recipientSnapshot, type ListedRecipient, type PersonDates, type RecipientSnapshot } from './recipient-snapshot.js';
export { onOrderEcardHandled } from './subscribers/on-order-ecard-handled.js';

/** The module's tables, for the service's DataSource. */
export const mailingTables = [CartRecipientEntity, OrderRecipientEntity];
