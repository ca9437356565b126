import type { JobSubject, PendingJobView } from '@cards/contracts';
import type { PendingJob } from '@cards/kit';

const idOf = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/**
 * What a job is for, read from the ids its data carries: a release or a print file names its
 * order (`order_id`, or `order.order_id` on a print job), a reminder mail its reminder, a
 * thumbnail or the words and artwork their card option (`card_instance_id`, `instance_id`).
 */
export function subjectOf(data: unknown): JobSubject | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const order = idOf(d.order_id) ?? idOf((d.order as Record<string, unknown> | undefined)?.order_id);
  if (order) return { kind: 'order', id: order };
  const reminder = idOf(d.reminder_id);
  if (reminder) return { kind: 'reminder', id: reminder };
  const option = idOf(d.card_instance_id) ?? idOf(d.instance_id);
  return option ? { kind: 'card_option', id: option } : null;
}

/** A pending job as the admin's queue view shows it. */
export function pendingJobView(j: PendingJob): PendingJobView {
  return {
    id: j.id,
    name: j.name,
    state: j.state,
    subject: subjectOf(j.data),
    attempts_made: j.attemptsMade,
    attempts: j.attempts,
    added_at: j.addedAt,
    run_at: j.runAt,
    reason: j.reason,
    data: j.data,
  };
}
