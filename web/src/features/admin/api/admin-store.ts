import { useMemo } from 'react';
import { toast } from '../../../app/toast';
import { errorMessage } from '../../../api/base-api';
import type { ResourceDef } from '../resources/types';
import { recordPath, useAdminCreateMutation, useAdminDeleteMutation, useAdminUpdateMutation, type AdminRecord } from './admin.api';

/**
 * Shows a failure once: the app's error listener toasts the same message under the same id,
 * so whichever comes first wins and the other is dropped.
 */
export function toastFailure(error: unknown, fallback: string) {
  const message = errorMessage(error, fallback);
  toast.error(message, { toastId: message });
}

/**
 * The admin store (docs/product.md): create, update and delete log the error and rethrow it, so the
 * caller (a form) can still show the server's field messages. Success and failure are toasted.
 */
export function useAdminStore(def: Pick<ResourceDef, 'routes' | 'listRoute' | 'noun' | 'deletedWord'>) {
  const [createM, createState] = useAdminCreateMutation();
  const [updateM, updateState] = useAdminUpdateMutation();
  const [deleteM, deleteState] = useAdminDeleteMutation();
  const { routes, listRoute, noun, deletedWord = 'deleted' } = def;

  return useMemo(() => {
    // The section's lists: the collection, and the list it shows when that is another (samples).
    const lists = [routes.list.path, ...(listRoute ? [listRoute.path] : [])];
    async function run<T>(what: string, done: string, call: () => Promise<T>): Promise<T> {
      try {
        const r = await call();
        toast.success(done);
        return r;
      } catch (error) {
        console.error(`admin ${what} ${routes.list.path} failed`, error);
        toastFailure(error, `Could not ${what} the ${noun}.`);
        throw error;
      }
    }
    return {
      create: (body: unknown) =>
        run<AdminRecord>('create', `The ${noun} was created.`, () => createM({ route: routes.create, body, lists }).unwrap()),
      update: (id: string | number, body: unknown) =>
        run<AdminRecord>('update', `The ${noun} was saved.`, () =>
          updateM({ route: routes.update, id, body, lists, record: recordPath(routes.get, id) }).unwrap(),
        ),
      remove: (id: string | number) =>
        run<void>('delete', `The ${noun} was ${deletedWord}.`, () => deleteM({ route: routes.delete, id, lists }).unwrap()),
      busy: createState.isLoading || updateState.isLoading || deleteState.isLoading,
    };
  }, [
    routes,
    listRoute,
    deletedWord,
    noun,
    createM,
    updateM,
    deleteM,
    createState.isLoading,
    updateState.isLoading,
    deleteState.isLoading,
  ]);
}
