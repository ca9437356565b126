import { CreateCartOrder1700000700000 } from './migrations/1700000700000-create-cart-order.js';
import { CreateTestProvider1700000700100 } from './migrations/1700000700100-create-test-provider.js';
import { PlanOrderDates1700000700200 } from './migrations/1700000700200-plan-order-dates.js';
import { ArriveByAndReminders1700000700300 } from './migrations/1700000700300-arrive-by-and-reminders.js';
import { OrderLinePrintChecks1700000700400 } from './migrations/1700000700400-order-line-print-checks.js';
import { InboxConsumerNames1700000700500 } from './migrations/1700000700500-inbox-consumer-names.js';
import { ReminderMailClaims1700000700600 } from './migrations/1700000700600-reminder-mail-claims.js';
import { ArriveByMode1700000700700 } from './migrations/1700000700700-arrive-by-mode.js';
import { CheckoutSessionDescription1700000700810 } from './migrations/1700000700810-checkout-session-description.js';
import { AddressImport1795811922499 } from './migrations/1795811922499-address-import.js';
import { Mailing1795819613618 } from './migrations/1795819613618-mailing.js';
import { ListDates1796227200000 } from './migrations/1796227200000-list-dates.js';
import { EnvelopeTracking1796227800000 } from './migrations/1796227800000-envelope-tracking.js';
import { CollectionLinks1796400000000 } from './migrations/1796400000000-collection-links.js';
import { ProblemReports1796400000100 } from './migrations/1796400000100-problem-reports.js';
import { CardProblemReprintedAt1796400000240 } from './migrations/1796400000240-card-problem-reprinted-at.js';

/** The service's migrations, oldest first. */
export const CART_ORDER_MIGRATIONS = [
  CreateCartOrder1700000700000,
  CreateTestProvider1700000700100,
  PlanOrderDates1700000700200,
  ArriveByAndReminders1700000700300,
  OrderLinePrintChecks1700000700400,
  InboxConsumerNames1700000700500,
  ReminderMailClaims1700000700600,
  ArriveByMode1700000700700,
  CheckoutSessionDescription1700000700810,
  AddressImport1795811922499,
  Mailing1795819613618,
  ListDates1796227200000,
  EnvelopeTracking1796227800000,
  CollectionLinks1796400000000,
  ProblemReports1796400000100,
  CardProblemReprintedAt1796400000240,
];
