import { fillRoutePath } from '@cards/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/base-api';
import { rendering } from '../../../api/route-table.gen';
import { selectToken } from '../../../api/user.state';
import { useAppSelector } from '../../../app/hooks';
import { toast } from '../../../app/toast';
import type { CardProblem } from '../../../api/types';
import { Spinner } from '../../../components/icon';
import { useOpenProblemsQuery, useResolveProblemMutation, type ProblemResolution } from '../api/problems.api';
import { dateTime } from '../components/display';
import { download } from '../components/download';
import { ReprintForm } from '../components/reprint-form';
import { ErrorAlert } from '../../../components/error-alert';

/**
 * The reported card's own print file, as it was printed: what the customer saw, one click from
 * the answer. A reprint makes a new file of its own, listed on the order's print files.
 */
function PrintFileButton({ p }: { p: CardProblem }) {
  const token = useAppSelector(selectToken);
  const path =
    p.recipient_id != null
      ? fillRoutePath(rendering.orderRecipientPrintFilePdf, { id: p.order_id, line_id: p.line_id, recipient_id: p.recipient_id })
      : fillRoutePath(rendering.orderPrintFilePdf, { id: p.order_id, line_id: p.line_id });
  const name = `reprint-${p.order_number}-line-${p.line_id}${p.recipient_id != null ? `-recipient-${p.recipient_id}` : ''}.pdf`;
  return (
    <button
      type="button"
      className="button button-small"
      onClick={() => download(path, token, name).catch((e: Error) => toast.error(e.message))}
    >
      Print file
    </button>
  );
}

const KIND: Record<CardProblem['kind'], string> = {
  not_arrived: 'Not arrived',
  damaged: 'Damaged',
  wrong_details: 'Wrong name or address',
};

/** One open report with its three answers; declining asks for the reason the customer is mailed. */
function ProblemRow({ p }: { p: CardProblem }) {
  const [resolve, state] = useResolveProblemMutation();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const answer = (resolution: ProblemResolution) => void resolve({ id: p.id, resolution });
  return (
    <tr>
      <td data-label="Order">
        <Link to={`/admin/order/${p.order_id}`}>{p.order_number}</Link>
      </td>
      <td data-label="Person">
        {p.person} <PrintFileButton p={p} />
      </td>
      <td data-label="Problem">{KIND[p.kind]}</td>
      <td data-label="Customer’s note">{p.note ?? '—'}</td>
      <td data-label="Reported">{dateTime(p.reported_at)}</td>
      <td data-label="Answer">
        <ReprintForm p={p} busy={state.isLoading} error={state.error} onAnswer={answer} />
        <div className="button-row">
          <button type="button" className="button" disabled={state.isLoading} onClick={() => answer({ outcome: 'refund' })}>
            Refund this card
          </button>
          <button type="button" className="button" disabled={state.isLoading} onClick={() => setDeclining(true)}>
            Decline
          </button>
          {state.isLoading && <Spinner label="Answering" />}
        </div>
        {declining && (
          <form
            className="stack-sm"
            onSubmit={(e) => {
              e.preventDefault();
              answer({ outcome: 'decline', reason });
            }}
          >
            <label className="field">
              <span>Why (the customer is mailed this)</span>
              <textarea value={reason} rows={2} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
            </label>
            <button type="submit" className="button button-danger" disabled={state.isLoading || !reason.trim()}>
              Decline with this reason
            </button>
          </form>
        )}
        {state.isError && <ErrorAlert error={state.error} fallback="The answer did not go through." />}
      </td>
    </tr>
  );
}

/** Cards customers reported after paying, oldest first, each answered once: reprint, refund or decline. */
export function ProblemsPage() {
  const { data = [], isLoading, isError, error } = useOpenProblemsQuery();
  return (
    <section className="stack-sm">
      <h1>Reported cards</h1>
      {isLoading && <Spinner label="Loading reports" />}
      {isError && <p className="form-error">{errorMessage(error, 'The reports could not be loaded.')}</p>}
      {!isLoading && !data.length && <p className="admin-empty">No card is waiting for an answer.</p>}
      {data.length > 0 && (
        <div className="admin-table-wrap">
          <table className="table admin-table problems-table">
            <thead>
              <tr>
                <th>Order</th>
                <th>Person</th>
                <th>Problem</th>
                <th>Customer’s note</th>
                <th>Reported</th>
                <th>Answer</th>
              </tr>
            </thead>
            <tbody>
              {data.map((p) => (
                <ProblemRow key={p.id} p={p} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
