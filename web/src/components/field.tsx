import { forwardRef, useId, type InputHTMLAttributes, type ReactElement, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** The label, hint and error around one control, tied to it for screen readers. */
function LabelledField({
  label,
  error,
  hint,
  id,
  control,
}: FieldProps & {
  id: string | undefined;
  control: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactElement;
}) {
  const auto = useId();
  const fid = id ?? auto;
  const described = [hint ? `${fid}-hint` : '', error ? `${fid}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={fid}>{label}</label>
      {control({ id: fid, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <span id={`${fid}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${fid}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled input whose error and hint are tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, error, hint, id, ...rest },
  ref,
) {
  return <LabelledField label={label} error={error} hint={hint} id={id} control={(a11y) => <input ref={ref} {...a11y} {...rest} />} />;
});

/** The same for a multi-line text. */
export const TextArea = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(
  { label, error, hint, id, ...rest },
  ref,
) {
  return <LabelledField label={label} error={error} hint={hint} id={id} control={(a11y) => <textarea ref={ref} {...a11y} {...rest} />} />;
});
