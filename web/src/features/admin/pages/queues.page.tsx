import type { FailedJobView, ProviderWarning, QueueCounts } from '@cards/contracts';
import { useState } from 'react';
import { toast } from '../../../app/toast';
import { apiUrl } from '../../../api/config';
import { selectToken } from '../../../api/user.state';
import { useAppSelector } from '../../../app/hooks';
import { Icon, Spinner } from '../../../components/icon';
import { toastFailure } from '../api/admin-store';
import { useFailedJobsQuery, useQueuesQuery, useRemoveJobMutation, useRetryJobMutation } from '../api/admin.api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { dateTime } from '../components/display';
import { PendingJobs } from '../components/pending-jobs';
import { ErrorAlert } from '../../../components/error-alert';
import { ColumnHeads } from '../../../components/column-heads';

const STATES: Array<keyof Omit<QueueCounts, 'queue'>> = ['waiting', 'active', 'delayed', 'failed', 'completed'];

/** What a job was about, in a few words (`card option 12`, `order 7 line 3`). */
function subject(job: FailedJobView): string {
  const d = (job.data ?? {}) as Record<string, unknown>;
  const order = d.order as { order_number?: string; line_id?: number } | undefined;
  const parts = [
    d.card_instance_id != null
      ? `card option ${String(d.card_instance_id)}`
      : d.instance_id != null
        ? `card option ${String(d.instance_id)}`
        : '',
    d.part ? String(d.part) : '',
    order ? `order ${order.order_number ?? ''} line ${order.line_id ?? ''}` : '',
  ];
  return parts.filter(Boolean).join(' · ') || JSON.stringify(d).slice(0, 80);
}

/** One failed job: what it was, why it failed, and its buttons. */
function FailedJobRow({ job: j, onRetry, onRemove }: { job: FailedJobView; onRetry: () => void; onRemove: () => void }) {
  return (
    <tr>
      <td data-label="Job">
        <strong>{j.name}</strong>
        <br />
        <code className="admin-json">{j.id}</code>
      </td>
      <td data-label="About">{subject(j)}</td>
      <td data-label="Error" className="admin-reason">
        {j.reason}
      </td>
      <td data-label="Tries">{j.attempts}</td>
      <td data-label="Failed">{dateTime(j.failed_at)}</td>
      <td className="admin-actions">
        <button type="button" className="button button-small" aria-label={`Retry ${j.name} ${j.id}`} onClick={onRetry}>
          <Icon name="refresh" size={16} /> Retry
        </button>
        <button type="button" className="button button-small button-danger" aria-label={`Remove ${j.name} ${j.id}`} onClick={onRemove}>
          <Icon name="delete" size={16} /> Remove
        </button>
      </td>
    </tr>
  );
}

function FailedJobs({ queue }: { queue: string }) {
  const { data, isLoading, error } = useFailedJobsQuery(queue, { pollingInterval: 5000 });
  const [retry] = useRetryJobMutation();
  const [remove] = useRemoveJobMutation();
  const [removing, setRemoving] = useState<FailedJobView | null>(null);
  const onRetry = async (job: FailedJobView) => {
    try {
      await retry({ queue, id: job.id }).unwrap();
      toast.success(`Job ${job.name} is queued again.`);
    } catch (e) {
      console.error('retrying a job failed', e);
      toastFailure(e, 'The job could not be retried.');
    }
  };
  if (isLoading) return <Spinner label="Loading failed jobs" />;
  if (error) return <ErrorAlert error={error} />;
  if (!data?.length) return <p className="muted">No failed jobs.</p>;
  return (
    <>
      <table className="table admin-table" aria-label={`Failed jobs in ${queue}`}>
        <ColumnHeads labels={['Job', 'About', 'Error', 'Tries', 'Failed']} actions />
        <tbody>
          {data.map((j) => (
            <FailedJobRow key={j.id} job={j} onRetry={() => void onRetry(j)} onRemove={() => setRemoving(j)} />
          ))}
        </tbody>
      </table>
      {removing && (
        <ConfirmDialog
          title={`Remove the failed ${removing.name} job?`}
          confirmLabel="Remove"
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            try {
              await remove({ queue, id: removing.id }).unwrap();
              toast.success('The job was removed.');
            } catch (e) {
              console.error('removing a job failed', e);
              toastFailure(e, 'The job could not be removed.');
              throw e;
            }
          }}
        >
          <p>It will not run again. {subject(removing)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** What the generation service found about the AI provider's models when it started, and what to change. */
function ProviderWarnings({ warnings }: { warnings: ProviderWarning[] }) {
  if (!warnings.length) return null;
  return (
    <div className="card-box admin-warning" role="alert" aria-labelledby="provider-warnings">
      <h2 id="provider-warnings">AI provider</h2>
      <ul>
        {warnings.map((w, i) => (
          <li key={`${w.part}-${i}`} data-testid={`provider-warning-${w.part}`}>
            {w.offline && <strong>Made offline: </strong>}
            {w.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Queue health: jobs per state in every queue, and the failed ones to retry or remove. */
export function QueuesPage() {
  const { data, isLoading, error, refetch, isFetching } = useQueuesQuery(undefined, { pollingInterval: 5000 });
  const token = useAppSelector(selectToken);
  if (isLoading) return <Spinner label="Loading the queues" />;
  if (!data) return <ErrorAlert error={error} />;
  return (
    <section className="page">
      <header className="admin-head">
        <div>
          <h1>Queues</h1>
          <p className="muted">
            Background work {data.adapter === 'bullmq' ? 'shared by every server (Redis)' : 'done inside this server'}; refreshed every few
            seconds.
          </p>
        </div>
        <div className="button-row">
          {data.board_url && (
            <a className="button" href={`${apiUrl(data.board_url)!}?token=${encodeURIComponent(token)}`} target="_blank" rel="noopener">
              Open Bull Board
            </a>
          )}
          <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
            <Icon name="refresh" size={18} /> Refresh
          </button>
        </div>
      </header>
      <ProviderWarnings warnings={data.warnings ?? []} />
      {data.queues.map((q) => (
        <div key={q.queue} className="card-box admin-queue" aria-labelledby={`q-${q.queue}`}>
          <h2 id={`q-${q.queue}`}>{q.queue}</h2>
          <dl className="admin-counts" aria-label={`${q.queue} counts`}>
            {STATES.map((s) => (
              <div key={s} className={s === 'failed' && q.failed > 0 ? 'is-bad' : ''}>
                <dt>{s}</dt>
                <dd data-testid={`${q.queue}-${s}`}>{q[s]}</dd>
              </div>
            ))}
          </dl>
          <h3>Waiting and running</h3>
          <PendingJobs queue={q.queue} />
          <h3>Failed jobs</h3>
          <FailedJobs queue={q.queue} />
        </div>
      ))}
    </section>
  );
}
