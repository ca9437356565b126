/**
 * Card problems: a customer's report of one card of a paid order (not arrived, damaged, wrong
 * details) and the admin's one answer to it. The front door of the module; everything else in it is private.
 */
import { CardProblemEntity } from './card-problem.entity.js';

export { ProblemService } from './problem.service.js';
export { serveProblems } from './problem.handlers.js';
export { onProblemResolvedSendMail } from './subscribers/on-problem-resolved-send-mail.js';
export { onReprintReady } from './subscribers/on-reprint-ready.js';

/** The module's tables, for the service's DataSource. */
export const problemTables = [CardProblemEntity];
