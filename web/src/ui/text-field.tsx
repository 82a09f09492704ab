import type { ChangeEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import styles from './text-field.module.css';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

type TextFieldProps = Omit<
  InputHTMLAttributes<FieldElement>,
  'size' | 'value' | 'defaultValue' | 'onChange' | 'children'
> & {
  /** Always controlled: the value says whether the label sits in the field or in the frame. */
  value: string | number;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** A <textarea> that grows with its text, from `minRows` lines up to `maxRows`. */
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  inputRef?: Ref<HTMLInputElement> | Ref<HTMLTextAreaElement>;
  /** More attributes of the <input> or <textarea>, as on MUI's TextField (e.g. maxLength). */
  inputProps?: InputHTMLAttributes<FieldElement>;
  onChange?: ChangeEventHandler<FieldElement>;
  /** Applies to the frame around label, field and help text, as on MUI's TextField. */
  className?: string;
};

/**
 * MUI's outlined TextField as plain markup and a stylesheet (decision 032): the label sits in the field and
 * moves into a gap of the frame when the field has focus or a value. The label names the field (`htmlFor`),
 * the help text describes it (`aria-describedby`), `error` sets `aria-invalid` and the error colour.
 */
export function TextField({
  label,
  helperText,
  id: idOverride,
  error = false,
  required,
  disabled,
  fullWidth,
  size = 'medium',
  multiline,
  minRows = 1,
  maxRows,
  inputRef,
  inputProps,
  type = 'text',
  value,
  className,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  // The label moves into the frame when there is a value; focus moves it by CSS (:focus-within).
  const filled = value !== '';
  const field = {
    id,
    value,
    required,
    disabled,
    'aria-invalid': error,
    // The help text, then what the caller names (a hint beside the field).
    'aria-describedby': [helperTextId, describedBy].filter(Boolean).join(' ') || undefined,
    className: styles.input,
    ...input,
    ...inputProps,
  };
  return (
    <div
      className={[
        styles.root,
        fullWidth && styles.fullWidth,
        size === 'small' && styles.small,
        filled && styles.filled,
        error && styles.error,
        disabled && styles.disabled,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {hasLabel && (
        <label htmlFor={id} id={`${id}-label`} className={styles.label}>
          {label}
          {required && <span aria-hidden="true">{'\u2009*'}</span>}
        </label>
      )}
      <div className={styles.field}>
        {multiline ? (
          <textarea
            {...field}
            ref={inputRef as Ref<HTMLTextAreaElement>}
            rows={minRows}
            style={{ minHeight: `${minRows}lh`, maxHeight: maxRows && `${maxRows}lh` }}
          />
        ) : (
          <input {...field} ref={inputRef as Ref<HTMLInputElement>} type={type} />
        )}
        {/* The frame, with a gap for the label as wide as its moved text (MUI's notched outline). */}
        <fieldset aria-hidden="true" className={styles.outline}>
          {hasLabel ? (
            <legend className={styles.notch}>
              <span>
                {label}
                {required && '\u2009*'}
              </span>
            </legend>
          ) : (
            <legend className={styles.noNotch}>
              <span className="notranslate">{'\u200b'}</span>
            </legend>
          )}
        </fieldset>
      </div>
      {helperText && (
        <p id={helperTextId} className={styles.helper}>
          {/* A blank help text keeps its line, as MUI's did, so fields side by side stay aligned. */}
          {helperText === ' ' ? '\u200b' : helperText}
        </p>
      )}
    </div>
  );
}
