import type { ReactNode } from 'react';
import { errorMessage } from '../api/base-api';

/** A form's problem in words, read out by a screen reader as it appears. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}

/** What went wrong with a request, in words, read out by a screen reader as it appears. */
export function ErrorAlert({ error, fallback }: { error: unknown; fallback?: string }) {
  return <Alert>{errorMessage(error, fallback)}</Alert>;
}
