import type { PendingJobView } from '@cards/contracts';
import { Link } from 'react-router';
import { Spinner } from '../../../components/icon';
import { usePendingJobsQuery } from '../api/admin.api';
import { dateTime } from './display';
import { ErrorAlert } from '../../../components/error-alert';
import { ColumnHeads } from '../../../components/column-heads';

/** The order, reminder or card option a job is for, linked to its admin page where it has one. */
function For({ job }: { job: PendingJobView }) {
  const s = job.subject;
  if (!s) return <span className="muted">—</span>;
  if (s.kind === 'order') return <Link to={`/admin/order/${s.id}`}>Order #{s.id}</Link>;
  if (s.kind === 'reminder') return <span>Reminder #{s.id}</span>;
  return <span>Card option #{s.id}</span>;
}

function When({ job }: { job: PendingJobView }) {
  if (job.state === 'active') return <strong>Running now</strong>;
  if (job.state === 'waiting') return <span>Next in line</span>;
  return <time dateTime={job.run_at ?? undefined}>{job.run_at ? dateTime(job.run_at) : 'delayed'}</time>;
}

/** What waits in one queue and when it runs: running jobs, then waiting ones in order, then delayed ones by due time. */
export function PendingJobs({ queue }: { queue: string }) {
  const { data, isLoading, error } = usePendingJobsQuery(queue, { pollingInterval: 5000 });
  if (isLoading) return <Spinner label="Loading waiting jobs" />;
  if (error) return <ErrorAlert error={error} />;
  if (!data?.length) return <p className="muted">Nothing waiting.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="table admin-table" aria-label={`Waiting jobs in ${queue}`}>
        <ColumnHeads labels={['Job', 'For', 'Runs', 'Tries', 'Queued']} />
        <tbody>
          {data.map((j) => (
            <tr key={j.id}>
              <td data-label="Job">
                <strong>{j.name}</strong>
                <br />
                <code className="admin-json">{j.id}</code>
              </td>
              <td data-label="For">
                <For job={j} />
              </td>
              <td data-label="Runs">
                <When job={j} />
                {j.reason && <div className="admin-reason">Last try: {j.reason}</div>}
              </td>
              <td data-label="Tries">
                {j.attempts_made} of {j.attempts}
              </td>
              <td data-label="Queued">{dateTime(j.added_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
