import { EntitySchema } from 'typeorm';

/** A finished render; the hash of its inputs makes a repeat a cache hit. */
export interface RenderRow {
  /** bigserial: PostgreSQL hands it back as text. */
  id: string;
  kind: 'thumbnail' | 'print_pdf';
  card_instance_id: number;
  render_hash: string;
  asset_key: string;
  inside_asset_key: string | null;
  content_hash: string | null;
  size_bytes: number;
  created_at: Date;
}

export const RenderEntity = new EntitySchema<RenderRow>({
  name: 'Render',
  tableName: 'renders',
  columns: {
    id: { type: 'bigint', primary: true, generated: 'increment' },
    kind: { type: 'text' },
    card_instance_id: { type: 'int' },
    render_hash: { type: 'text' },
    asset_key: { type: 'text' },
    inside_asset_key: { type: 'text', nullable: true },
    content_hash: { type: 'text', nullable: true },
    size_bytes: { type: 'int' },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

/** A paid order whose lines need print files; `ready_at` is set once, when the last is done. */
export interface OrderPrintRow {
  order_id: number;
  order_number: string;
  user_id: number | null;
  account_id: number | null;
  ready_at: Date | null;
  created_at: Date;
}

export const OrderPrintEntity = new EntitySchema<OrderPrintRow>({
  name: 'OrderPrint',
  tableName: 'order_prints',
  columns: {
    order_id: { type: 'int', primary: true },
    order_number: { type: 'text' },
    user_id: { type: 'int', nullable: true },
    account_id: { type: 'int', nullable: true },
    ready_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

/** One order line's print file. */
export interface OrderPrintFileRow {
  order_id: number;
  line_id: number;
  position: number;
  card_instance_id: number;
  product_id: number | null;
  size: string | null;
  quantity: number;
  status: 'pending' | 'ready' | 'failed';
  asset_key: string | null;
  error: string | null;
  updated_at: Date;
}

export const OrderPrintFileEntity = new EntitySchema<OrderPrintFileRow>({
  name: 'OrderPrintFile',
  tableName: 'order_print_files',
  columns: {
    order_id: { type: 'int', primary: true },
    line_id: { type: 'int', primary: true },
    position: { type: 'int' },
    card_instance_id: { type: 'int' },
    product_id: { type: 'int', nullable: true },
    size: { type: 'text', nullable: true },
    quantity: { type: 'int' },
    status: { type: 'text' },
    asset_key: { type: 'text', nullable: true },
    error: { type: 'text', nullable: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

export const RENDERING_ENTITIES = [RenderEntity, OrderPrintEntity, OrderPrintFileEntity];
