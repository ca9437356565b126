import { CardEntity } from '../modules/cards/card.entity.js';
import { AccountPlanEntity, GrantEntity, UsageEntity } from '../modules/entitlements/entitlement.entities.js';
import { CardInstanceEntity } from '../modules/instances/card-instance.entity.js';
import { CardPhotoEntity } from '../modules/photos/card-photo.entity.js';
import { SignatureEntity, SigningLinkEntity } from '../modules/signing/card-signing.entity.js';

/** Every table of the service as a TypeORM entity; the DataSource is opened with these. */
export const GENERATION_ENTITIES = [
  AccountPlanEntity,
  CardEntity,
  CardInstanceEntity,
  CardPhotoEntity,
  GrantEntity,
  SignatureEntity,
  SigningLinkEntity,
  UsageEntity,
];
