/**
 * The catalogue as the cart needs it: products and plans, kept in this service's own read-model
 * table. The front door of the module; everything else in it is private.
 */
import { CatalogRowEntity } from './catalog-row.entity.js';

export { CatalogView, type LivePlans, type PlanView, type ProductView } from './catalog-view.service.js';

/** The module's tables, for the service's DataSource. */
export const catalogViewTables = [CatalogRowEntity];
