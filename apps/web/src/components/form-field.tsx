import {
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

const inputBase =
  'block w-full rounded-xl border border-field bg-white px-4 py-3 text-base text-ink placeholder:text-muted/80 focus-visible:border-brand aria-[invalid=true]:border-terracotta-dark read-only:border-line read-only:bg-cream';

interface FieldShellProps {
  id: string;
  label: string;
  /** Shown under the label and read with the field (format, "optional"). */
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  /** The control, given the ids that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, hint, control and error of one field, tied together for screen readers. */
function FieldShell({ id, label, hint, error, className = '', children }: FieldShellProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children(describedBy || undefined)}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-terracotta-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Something inside the field's box on the right (the password toggle). */
  trailing?: ReactNode;
}

/** A labelled input whose hint and error are read with it (aria-describedby). */
export function TextField({
  id,
  label,
  hint,
  error,
  trailing,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <div className="relative mt-2">
          <input
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputBase} ${trailing ? 'pr-14' : ''}`}
            {...input}
          />
          {trailing ? (
            <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled multi-line text field, described like {@link TextField}. */
export function TextAreaField({ id, label, hint, error, className, ...area }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`mt-2 resize-y ${inputBase}`}
          {...area}
        />
      )}
    </FieldShell>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a Show/Hide toggle (long passwords on a phone keyboard). */
export function PasswordField({ id, label, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      trailing={
        <button
          type="button"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={`Show ${label.toLowerCase()}`}
          onClick={() => setVisible((shown) => !shown)}
          className="inline-flex size-10 items-center justify-center rounded-full text-muted hover:text-brand"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      }
    />
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand"
          {...input}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-ink">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-terracotta-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's failure: announced at once (role=alert), rendered only when there is one. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-terracotta/50 bg-blush px-4 py-3 text-sm font-medium text-terracotta-dark"
    >
      {children}
    </p>
  );
}

/**
 * A form's success or progress note. The live region stays in the page so the text put
 * into it is announced (role=status, polite).
 */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      {children ? (
        <p className="rounded-xl border border-brand/30 bg-mint px-4 py-3 text-sm font-medium text-brand">
          {children}
        </p>
      ) : null}
    </div>
  );
}
