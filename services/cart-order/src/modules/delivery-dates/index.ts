/**
 * When cards arrive: Royal Mail services, UK bank holidays, the print cut-off, dispatch and
 * arrival dates, and the arrive-by rules. Pure rules over a clock, no tables. The front door of
 * the module; everything else in it is private.
 */
export { ArriveByRules, type ArriveByPlan } from './arrive-by.js';
export { UkBankHolidays, type CalendarDate } from './bank-holidays.js';
export { addCalendarDays, DeliveryDates, ukClock, ukInstant } from './delivery-dates.js';
export { arriveByView, deliveryOptions, type Clock } from './delivery-options.js';
export { serveDeliveryDates } from './delivery-dates.handlers.js';
export { nationOfPostcode, type UkNation } from './uk-nation.js';
export { DeliveryConfig } from './delivery.config.js';
export { ListDatePlanner, type ListDefaults, type PersonAim, type PersonPlan } from './list-dates.js';
