import type { PrintRun } from '@cards/contracts';
import { ukDayOf } from '@cards/contracts/dates-in-words';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../app/toast';
import { selectToken } from '../../../api/user.state';
import { useAppSelector } from '../../../app/hooks';
import { dayName } from '../../../components/format';
import { Icon, Spinner } from '../../../components/icon';
import { plural } from '../../../components/plural';
import { usePrintRunQuery } from '../api/admin.api';
import { StatusPill } from '../components/display';
import { download } from '../components/download';
import { ErrorAlert } from '../../../components/error-alert';
import { ColumnHeads } from '../../../components/column-heads';

/** A line's print file; a held order's says when it joins the run (its files are made then). */
function PrintFileState({ card: c, date }: { card: PrintRun['cards'][number]; date: string }) {
  if (c.order_status === 'held')
    return (
      <>
        <StatusPill status="held" />
        <div className="muted">Joins the run at the start of {dayName(date)}</div>
      </>
    );
  return (
    <>
      <StatusPill status={c.print_status === 'not_recorded' ? 'pending' : c.print_status} />
      {c.files > 1 && <div className="muted">{plural(c.files, 'person', 'people')}, a file each</div>}
      {c.error && <div className="field-error">{c.error}</div>}
    </>
  );
}

/** What the day's ZIP holds, in the button's words: "Download ZIP (20 print files, 20 addresses)". */
export function zipLabel(run: Pick<PrintRun, 'files_ready' | 'envelopes'> | undefined): string {
  if (!run?.files_ready) return 'Download ZIP (no print file ready yet)';
  return `Download ZIP (${plural(run.files_ready, 'print file')}, ${plural(run.envelopes, 'address', 'addresses')})`;
}

/** The day's cards, how many orders and copies they make, and each one's print file. */
function PrintRunCards({ run: data }: { run: PrintRun }) {
  return (
    <div className="card-box">
      <p data-testid="print-run-summary">
        {plural(data.orders, 'order')}
        {data.held > 0 && ` (${data.held} held until the day starts)`}, {plural(data.cards.length, 'card')} (
        {plural(data.copies, 'copy', 'copies')}); {data.files_ready} of {plural(data.files, 'print file')} ready.
      </p>
      <div className="admin-table-wrap">
        <table className="table admin-table" aria-label="Cards to print">
          <ColumnHeads labels={['Front', 'Order', 'Card', 'Size', 'Copies', 'Print file']} />
          <tbody>
            {data.cards.map((c) => (
              <tr key={`${c.order_id}-${c.line_id}${c.reprint_of ? `-reprint-${c.reprint_of}` : ''}`}>
                <td data-label="Front">
                  {c.thumbnail_url ? <img className="admin-run-thumb" src={c.thumbnail_url} alt="" loading="lazy" /> : '—'}
                </td>
                <td data-label="Order">
                  <Link to={`/admin/order/${c.order_id}`} className="order-number">
                    {c.order_number}
                  </Link>
                </td>
                <td data-label="Card">{c.title ?? c.product_name}</td>
                <td data-label="Size">{c.size ?? '—'}</td>
                <td data-label="Copies">{c.quantity}</td>
                <td data-label="Print file">
                  <PrintFileState card={c} date={data.date} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The print team's day: every card of the orders released to print for the day (UK), with its
 * print file, and one download of all the ready files as a ZIP.
 */
export function PrintTodayPage() {
  const [sp, setSp] = useSearchParams();
  const today = ukDayOf(new Date());
  const date = sp.get('date') || today;
  const token = useAppSelector(selectToken);
  const [busy, setBusy] = useState(false);
  const { data, isLoading, error } = usePrintRunQuery(date, { pollingInterval: 15_000 });
  const zip = async () => {
    if (!data) return;
    setBusy(true);
    try {
      await download(data.zip_path, token, `print-run-${date}.zip`, 'application/zip');
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="page">
      <header className="admin-head">
        <div>
          <h1>{date === today ? 'Print today' : `Print run of ${dayName(date)}`}</h1>
          <p className="muted">
            Orders to print and post that day and not yet posted, with those held for it (they join at its start) and the reprints of
            reported cards asked for that day; refreshed every few seconds.
          </p>
        </div>
      </header>
      <div className="button-row admin-run-tools">
        <label className="admin-filter">
          <span>Print day</span>
          <input type="date" value={date} onChange={(e) => setSp(e.target.value ? { date: e.target.value } : {})} />
        </label>
        <button type="button" className="button button-primary" disabled={busy || !data?.files_ready} onClick={() => void zip()}>
          <Icon name="download" size={18} /> {busy ? 'Preparing…' : zipLabel(data)}
        </button>
      </div>
      <p className="muted" data-testid="print-run-zip-contents">
        The ZIP holds each ready card's print PDF, named by order and recipient, with the envelopes' addresses as{' '}
        <code>envelopes-{date}.csv</code> and as A4 sheets of 21 labels, <code>labels-{date}.pdf</code>.
      </p>
      {isLoading ? (
        <Spinner label="Loading the print run" />
      ) : !data ? (
        <ErrorAlert error={error} />
      ) : !data.cards.length ? (
        <div className="card-box">
          <p className="admin-empty" data-testid="print-run-empty">
            Nothing to print on {dayName(date)}: no paid order is planned for dispatch that day.
          </p>
        </div>
      ) : (
        <PrintRunCards run={data} />
      )}
    </section>
  );
}
