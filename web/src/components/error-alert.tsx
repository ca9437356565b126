import { errorMessage } from '../api/base-api';

/** What went wrong with a request, in words, read out by a screen reader as it appears. */
export function ErrorAlert({ error, fallback }: { error: unknown; fallback?: string }) {
  return (
    <p className="form-error" role="alert">
      {errorMessage(error, fallback)}
    </p>
  );
}
