import { StyleInput, type Style } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { CatalogCrudService, NAMED_BY_SLUG, type EveryField } from '../../crud/catalog-crud.service.js';
import { NAMED_INPUT, namedRowColumns, namedRowFields } from '../../crud/named-row-mappers.js';
import { sameColumns } from '../../crud/same-fields.js';
import type { StylesConfig } from './style.config.js';
import { StyleEntity } from './style.entity.js';
import { styleErrors } from './style.errors.js';

const styleColumns = sameColumns<StyleEntity>();

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
      ...styleColumns(StyleInput, i, [...NAMED_INPUT, 'palette']),
      ...namedRowColumns(i, current),
      // Stored lower-case, so a colour compares equal however an admin typed it.
      palette: i.palette?.map((c) => c.toLowerCase()),
    } satisfies EveryField<StyleInput>;
  }
}
