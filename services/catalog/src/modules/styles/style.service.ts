import type { Style, StyleInput } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { CatalogCrudService, NAMED_BY_SLUG, type EveryField } from '../../crud/catalog-crud.service.js';
import { namedRowColumns, namedRowFields } from '../../crud/named-row-mappers.js';
import type { StylesConfig } from './style.config.js';
import { StyleEntity } from './style.entity.js';
import { styleErrors } from './style.errors.js';

/**
 * Artwork styles. Deleting one is a soft delete: cards generated in it keep it. A preview
 * stored as a path (`/assets/catalog/previews/x.svg`) is answered as a URL on the API's
 * public origin, so moving the API does not leave stale links in the database.
 */
export class StyleService extends CatalogCrudService<StyleEntity, Style, StyleInput> {
  constructor(
    ds: DataSource,
    outbox: Outbox,
    private readonly config: StylesConfig,
  ) {
    super(ds, outbox, {
      entity: 'style',
      table: StyleEntity,
      errors: styleErrors,
      ...NAMED_BY_SLUG,
    });
  }

  /** The one place a style row becomes its contract shape. */
  protected toDto(r: StyleEntity): Style {
    return {
      ...namedRowFields(r),
      prompt_hint: r.prompt_hint,
      family: r.family,
      preview_url: r.preview_url.startsWith('/') ? `${this.config.PUBLIC_API_URL}${r.preview_url}` : r.preview_url,
      palette: r.palette,
      premium: r.premium,
    };
  }

  protected toColumns(i: Partial<StyleInput>, current: StyleEntity | undefined): Partial<StyleEntity> {
    return {
      ...namedRowColumns(i, current),
      prompt_hint: i.prompt_hint,
      family: i.family,
      preview_url: i.preview_url,
      palette: i.palette?.map((c) => c.toLowerCase()),
      premium: i.premium,
    } satisfies EveryField<StyleInput>;
  }
}
