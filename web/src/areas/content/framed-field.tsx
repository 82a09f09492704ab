import { type ReactNode, useId } from 'react';
import field from '../../ui/text-field.module.css';
import styles from './framed-field.module.css';
import { ArrowDropDownIcon } from './icons.tsx';

type Control = {
  id: string;
  required?: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  className: string;
};

/**
 * ui/text-field's look for a control whose label always sits in the frame (MUI's TextField with a shrunk
 * label): a date input shows its own placeholder and a native select its first option, so the label would
 * lie over them. `children` renders the control with the props given.
 */
export function FramedField({
  label,
  required,
  error = false,
  helperText,
  select = false,
  children,
}: {
  label: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  select?: boolean;
  children: (control: Control) => ReactNode;
}) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <div className={[field.root, field.filled, error && field.error].filter(Boolean).join(' ')}>
      <label htmlFor={id} id={`${id}-label`} className={field.label}>
        {label}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </label>
      <div className={field.field}>
        {children({
          id,
          required,
          'aria-invalid': error,
          'aria-describedby': helperTextId,
          className: select ? `${field.input} ${styles.select}` : field.input,
        })}
        {select && <ArrowDropDownIcon className={styles.arrow} />}
        <fieldset aria-hidden="true" className={field.outline}>
          <legend className={field.notch}>
            <span>
              {label}
              {required && '\u2009*'}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperTextId} className={field.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}
