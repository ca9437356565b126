import { events, features, personas, planfeatures, plans, productCategories, products, styles } from './catalog.resources';
import { coupons, orders, samples, subscriptions } from './commerce.resources';
import { accounts, users } from './people.resources';
import type { ResourceDef } from './types';

/** Every admin section, grouped as the navigation shows them (the sections are listed in docs/product.md). */
export const SECTION_GROUPS: Array<{ title: string; sections: ResourceDef[] }> = [
  { title: 'Shop', sections: [orders, coupons, subscriptions] },
  { title: 'People', sections: [users, accounts] },
  { title: 'Catalogue', sections: [events, styles, personas, products, productCategories, samples] },
  { title: 'Plans', sections: [plans, features, planfeatures] },
];

export const SECTIONS: ResourceDef[] = SECTION_GROUPS.flatMap((g) => g.sections);
