import { AppError, unprocessable } from '@cards/kit';

/** The shapes of answer several modules give; each module's own errors live in the module. */

/** 410: the thing existed but is no longer usable (an expired link). */
export const gone = (code: string, message: string) => new AppError(410, code, message);

/** A 422 on one field of the `user` wrapper. */
export const userField = (code: string, field: string, messages: string[], text?: string) =>
  unprocessable(code, text ?? `Invalid user.${field}`, { [`user.${field}`]: messages });
