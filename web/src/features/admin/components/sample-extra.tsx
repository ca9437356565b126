import type { Card } from '@cards/contracts';
import { toast } from '../../../app/toast';
import { CardArt } from '../../../components/card-art';
import { Icon } from '../../../components/icon';
import type { RouteRef } from '../../../api/route-request';
import { generation } from '../../../api/route-table.gen';
import { toastFailure } from '../api/admin-store';
import { recordPath, useAdminActionMutation, useAdminGetQuery, type LooseArgs } from '../api/admin.api';
import { StatusPill } from './display';
import type { ShowExtra } from './resource-pages';

/** A sample's options with their thumbnails, generating more, and taking it off /samples. */
export const SampleExtra: ShowExtra = ({ record }) => {
  const working = ((record.card_instances as Card['card_instances'] | undefined) ?? []).some(
    (i) => i.status === 'queued' || i.status === 'generating' || (i.status === 'ready' && !i.thumbnail_url),
  );
  // Keeps the options fresh while they are being made.
  useAdminGetQuery({ route: generation.getCard, id: String(record.id) }, { pollingInterval: working ? 2000 : 0 });
  const card = record as unknown as Card;
  const [act, { isLoading }] = useAdminActionMutation();
  const invalidates = [generation.cardSamples.path, recordPath(generation.getCard, card.id)];
  const run = async (route: RouteRef, args: LooseArgs, done: string) => {
    try {
      await act({ route, args, invalidates }).unwrap();
      toast.success(done);
    } catch (e) {
      console.error('admin sample action failed', e);
      toastFailure(e, 'That did not work.');
    }
  };
  return (
    <div className="card-box">
      <div className="admin-head">
        <h2>Options</h2>
        <div className="button-row">
          <button
            type="button"
            className="button button-small"
            disabled={isLoading}
            onClick={() => run(generation.generateCard, { params: { id: card.id }, body: {} }, 'More options are being made.')}
          >
            <Icon name="generate" size={16} /> Generate more options
          </button>
          {card.sample && (
            <button
              type="button"
              className="button button-small"
              disabled={isLoading}
              onClick={() =>
                run(
                  generation.updateCard,
                  { params: { id: card.id }, body: { card: { sample: false } } },
                  'The card is no longer a sample.',
                )
              }
            >
              Remove from samples
            </button>
          )}
        </div>
      </div>
      {card.card_instances.length === 0 ? (
        <p className="muted">No options yet.</p>
      ) : (
        <ul className="admin-options">
          {card.card_instances.map((i) => (
            <li key={i.id}>
              <CardArt src={i.thumbnail_url} title={card.title} alt={`Option ${i.id}`} />
              <StatusPill status={i.status} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
