import type { Order, OrderPrintFile } from '@cards/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../app/toast';
import { selectToken } from '../../../api/user.state';
import { useAppSelector } from '../../../app/hooks';
import { Icon } from '../../../components/icon';
import { OrderSummary } from '../../../components/order-summary';
import { useAdminStore, toastFailure } from '../api/admin-store';
import { useOrderPrintFilesQuery } from '../api/admin.api';
import { ConfirmDialog } from './confirm-dialog';
import { download } from './download';
import { EnvelopeTracking } from './envelope-tracking';
import { OrderLines } from './order-lines';
import { printFileTiming } from './print-file-timing';
import { dateTime, pounds, StatusPill } from './display';
import { OrderActions, type Step } from './order-actions';
import type { ShowExtra } from './resource-pages';

/** A reported card's new file: which report it answers, and where its envelope goes when the address was corrected. */
function ReprintNote({ file }: { file: OrderPrintFile }) {
  const a = file.address;
  return (
    <>
      {` · reprint for report #${file.reprint_of}`}
      {a && <span className="muted">{` · post to ${[a.name, a.line1, a.line2, a.city, a.postcode].filter(Boolean).join(', ')}`}</span>}
    </>
  );
}

function PrintFiles({ order }: { order: Order }) {
  const token = useAppSelector(selectToken);
  // A held or never-released order has no files to ask for: its timing says when they come.
  const expected = printFileTiming(order, []).expectFiles;
  const { data, isLoading } = useOrderPrintFilesQuery(order.id, { skip: !expected, pollingInterval: 10_000 });
  const files: OrderPrintFile[] = data ?? [];
  return (
    <div className="card-box">
      <h2>Print files</h2>
      <p className="muted" data-testid="print-file-timing">
        {isLoading ? 'Loading…' : printFileTiming(order, files).text}
      </p>
      {files.length > 0 && (
        <ul className="admin-files">
          {files.map((f) => {
            const line = order.items.find((i) => i.id === f.line_id);
            // A line sent to many has a file per printed recipient, named by whom it greets; a reprint one of its own.
            const whose = `${f.recipient_id != null ? `-recipient-${f.recipient_id}` : ''}${f.reprint_of ? `-reprint-${f.reprint_of}` : ''}`;
            return (
              <li key={`${f.line_id}${whose}`}>
                <span>
                  Line {f.line_id}
                  {f.recipient_id != null
                    ? ` · for ${f.recipient_name ?? `recipient ${f.recipient_id}`}`
                    : line
                      ? ` · ${line.title ?? line.product_name} × ${f.quantity}`
                      : ''}
                  {f.reprint_of ? <ReprintNote file={f} /> : null}
                </span>
                <StatusPill status={f.status} />
                {f.download_path ? (
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() =>
                      download(f.download_path!, token, `order-${order.number}-line-${f.line_id}${whose}.pdf`).catch((e: Error) =>
                        toast.error(e.message),
                      )
                    }
                  >
                    <Icon name="download" size={16} /> Download PDF
                  </button>
                ) : f.error ? (
                  <span className="field-error">{f.error}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Who placed the order, linked to their user page (name and e-mail as identity has them now). */
export function CustomerLink({ order }: { order: Order }) {
  const c = order.customer;
  if (!c) return <span className="muted">User #{order.user_id} (no longer registered)</span>;
  return (
    <Link to={`/admin/user/${c.id}`} className="admin-customer">
      <span>{c.name || 'No name given'}</span>
      <span className="muted">{c.email}</span>
    </Link>
  );
}

/** How the order was paid: when, through what, the coupon, the VAT and what was refunded. */
function PaymentDetails({ order }: { order: Order }) {
  return (
    <div className="card-box">
      <h2>Payment</h2>
      <dl className="admin-details compact">
        <div>
          <dt>Paid</dt>
          <dd>{order.paid_at ? dateTime(order.paid_at) : '—'}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{order.payment_intent_id ?? 'Manual order, recorded by an admin'}</dd>
        </div>
        <div>
          <dt>Coupon</dt>
          <dd>{order.coupon ? `${order.coupon} (−${pounds(order.coupon_value) as string})` : '—'}</dd>
        </div>
        <div>
          <dt>VAT included</dt>
          <dd>{pounds(order.vat)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{pounds(order.refunded_amount)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Order handling on its show page: lines, addresses, payment, coupon, the status machine, print files. */
export const OrderExtra: ShowExtra = ({ def, record }) => {
  const order = record as unknown as Order;
  const store = useAdminStore({ ...def, listRoute: undefined, deletedWord: undefined });
  const [step, setStep] = useState<Step | null>(null);
  const move = async (to: Order['status'], text: string) => {
    const body: Record<string, unknown> = { status: to };
    if (to === 'dispatched' && text) body.tracking_number = text;
    if ((to === 'cancelled' || to === 'refunded') && text)
      body.note = order.note
        ? `${order.note}\n${to === 'cancelled' ? 'Cancelled' : 'Refunded'}: ${text}`
        : `${to === 'cancelled' ? 'Cancelled' : 'Refunded'}: ${text}`;
    try {
      await store.update(order.id, { order: body });
    } catch (e) {
      toastFailure(e, 'The order could not be moved.');
      throw e;
    }
  };
  return (
    <>
      <OrderActions order={order} onStep={setStep} />
      <OrderSummary order={order} />
      <OrderLines order={order} />
      <div className="grid-2">
        <div className="card-box">
          <h2>Customer</h2>
          <CustomerLink order={order} />
        </div>
        <PaymentDetails order={order} />
      </div>
      <PrintFiles order={order} />
      <EnvelopeTracking
        order={order}
        onSave={async (envelope_tracking) => {
          try {
            await store.update(order.id, { order: { envelope_tracking } });
          } catch (e) {
            toastFailure(e, 'The tracking numbers could not be saved.');
            throw e;
          }
        }}
      />
      {step && (
        <ConfirmDialog
          title={step.title}
          confirmLabel={step.label}
          reason={step.reason}
          danger={step.danger}
          onConfirm={(text) => move(step.to, text)}
          onClose={() => setStep(null)}
        >
          {step.to === 'refunded' && (
            <p>{pounds(order.total - order.refunded_amount)} goes back to the customer’s card through the payment provider.</p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
};
