import type { AdminRecord } from '../api/admin.api';
import type { ResourceDef } from '../resources/types';

export const idOf = (def: ResourceDef, r: AdminRecord): string | number => def.idOf?.(r) ?? Number(r.id);
export const recordPath = (def: ResourceDef, r: AdminRecord) => `/admin/${def.singular}/${encodeURIComponent(String(idOf(def, r)))}`;
export const editPath = (def: ResourceDef, r: AdminRecord) => `${recordPath(def, r)}/edit`;
