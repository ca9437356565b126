/**
 * Cards sent by e-mail and to many, generation's part: the checks cart-order asks before it
 * keeps a list (moderation, the e-card quota), the e-cards of paid orders, and the public
 * pages every e-card's mail links to. The front door of the module; everything else in it is
 * private. It owns the table of those pages.
 */
import { EcardPageEntity } from './ecard-page.entity.js';
import { EcardWaitEntity } from './ecard-wait.entity.js';

export { registerMailingHandlers } from './mailing.handlers.js';
export { OrderEcards, type SendEcard } from './order-ecards.js';
export { EcardPages } from './ecard-pages.js';
export { EcardWaits, ECARD_WAITS_QUEUE, JOB_SEND_WAITING_ECARDS } from './ecard-waits.js';

/** The module's tables, for the service's DataSource. */
export const mailingTables = [EcardPageEntity, EcardWaitEntity];
