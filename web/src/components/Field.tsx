import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldProps { label: string; error?: string; hint?: ReactNode }

/** A labelled input whose error and hint are tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField({ label, error, hint, id, ...rest }, ref) {
  const auto = useId();
  const fid = id ?? auto;
  const described = [hint ? `${fid}-hint` : '', error ? `${fid}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={fid}>{label}</label>
      <input ref={ref} id={fid} aria-invalid={error ? true : undefined} aria-describedby={described} {...rest} />
      {hint && <span id={`${fid}-hint`} className="field-hint">{hint}</span>}
      {error && <span id={`${fid}-error`} className="field-error">{error}</span>}
    </div>
  );
});

export const TextArea = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea({ label, error, hint, id, ...rest }, ref) {
  const auto = useId();
  const fid = id ?? auto;
  const described = [hint ? `${fid}-hint` : '', error ? `${fid}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={fid}>{label}</label>
      <textarea ref={ref} id={fid} aria-invalid={error ? true : undefined} aria-describedby={described} {...rest} />
      {hint && <span id={`${fid}-hint`} className="field-hint">{hint}</span>}
      {error && <span id={`${fid}-error`} className="field-error">{error}</span>}
    </div>
  );
});
