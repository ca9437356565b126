import { toast } from '../../../app/toast';
import { selectCurrentUser } from '../../../api/user.state';
import { useAppSelector } from '../../../app/hooks';
import { identity } from '../../../api/route-table.gen';
import { toastFailure } from '../api/admin-store';
import { recordPath, useAdminActionMutation } from '../api/admin.api';
import { CustomerActivity } from './customer-activity';
import type { ShowExtra } from './resource-pages';

/** Make or remove an administrator, and mail the confirmation link again. */
export const UserExtra: ShowExtra = ({ record }) => {
  const me = useAppSelector(selectCurrentUser);
  const [act, { isLoading }] = useAdminActionMutation();
  const self = me?.id === Number(record.id);
  const admin = record.admin === true;
  const run = async (call: Parameters<typeof act>[0], done: string, failed: string) => {
    try {
      await act(call).unwrap();
      toast.success(done);
    } catch (e) {
      console.error('admin user action failed', e);
      toastFailure(e, failed);
    }
  };
  const id = Number(record.id);
  const invalidates = [identity.adminListUsers.path, recordPath(identity.adminGetUser, id)];
  return (
    <>
      <div className="card-box button-row">
        <button
          type="button"
          className="button"
          disabled={isLoading || (self && admin)}
          title={self && admin ? 'You cannot remove your own administrator rights' : undefined}
          onClick={() =>
            run(
              { route: identity.adminUpdateUser, args: { params: { id }, body: { user: { admin: !admin } } }, invalidates },
              admin ? `${String(record.email)} is no longer an administrator.` : `${String(record.email)} is now an administrator.`,
              'The change was not saved.',
            )
          }
        >
          {admin ? 'Remove admin' : 'Make admin'}
        </button>
        <button
          type="button"
          className="button"
          disabled={isLoading || record.confirmed === true}
          title={record.confirmed === true ? 'Already confirmed' : undefined}
          onClick={() =>
            run(
              { route: identity.resendConfirmation, args: { body: { user: { email: record.email } } }, invalidates },
              `A confirmation link was sent to ${String(record.email)}.`,
              'The mail could not be sent.',
            )
          }
        >
          Resend confirmation
        </button>
      </div>
      <CustomerActivity userId={id} accountId={typeof record.account_id === 'number' ? record.account_id : null} />
    </>
  );
};
