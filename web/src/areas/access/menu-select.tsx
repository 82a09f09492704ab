import { Select } from '@base-ui/react/select';
import { type ReactNode, type RefCallback, useId, useState } from 'react';
import field from '../../ui/text-field.module.css';
import text from '../../ui/type.module.css';
import { ArrowDropDownIcon } from './icons.tsx';
import styles from './menu-select.module.css';

export type MenuOption = { value: string; label: string; hint?: string };

/**
 * MUI's outlined Select with its menu: Base UI's Select (a combobox button, a listbox of options, the
 * arrow keys, typing to find an option) in the look of ui/text-field, whose frame, label and help text it
 * shares. `disabled` locks the choice, not the form's field: react-hook-form would drop a disabled field's
 * value.
 */
export function MenuSelect({
  label,
  required,
  value,
  onChange,
  onBlur,
  triggerRef,
  options,
  error = false,
  helperText,
  disabled = false,
}: {
  label: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The button, for a form that moves the focus to a field with an error. */
  triggerRef?: RefCallback<HTMLElement>;
  options: MenuOption[];
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const chosen = options.find((option) => option.value === value);
  return (
    <Select.Root
      value={value}
      onValueChange={(next) => onChange(next ?? '')}
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
      required={required}
    >
      <div
        className={[
          field.root,
          styles.select,
          field.fullWidth,
          (value !== '' || open) && field.filled,
          error && field.error,
          error && styles.invalid,
          disabled && field.disabled,
          disabled && styles.locked,
          open && styles.open,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <Select.Label className={`${field.label} ${styles.label}`}>
          {label}
          {required && <span aria-hidden="true">{'\u2009*'}</span>}
        </Select.Label>
        <div className={field.field}>
          <Select.Trigger
            ref={triggerRef}
            nativeButton={false}
            render={<div />}
            aria-invalid={error}
            aria-describedby={helperTextId}
            onBlur={onBlur}
            className={styles.trigger}
          >
            <Select.Value>{() => chosen?.label ?? ''}</Select.Value>
          </Select.Trigger>
          <ArrowDropDownIcon className={styles.arrow} />
          <fieldset aria-hidden="true" className={`${field.outline} ${styles.outline}`}>
            <legend className={field.notch}>
              <span>
                {label}
                {required && '\u2009*'}
              </span>
            </legend>
          </fieldset>
        </div>
        {helperText && (
          <p id={helperTextId} className={`${field.helper} ${styles.hint}`}>
            {helperText}
          </p>
        )}
      </div>
      <Select.Portal>
        {/* Below the field, moved up over it where the page ends (MUI's menu), never to the other side. */}
        <Select.Positioner
          alignItemWithTrigger={false}
          side="bottom"
          align="start"
          collisionAvoidance={{ side: 'shift', align: 'shift', fallbackAxisSide: 'none' }}
          collisionPadding={16}
          className={styles.positioner}
        >
          <Select.Popup className={styles.popup}>
            <Select.List>
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  className={option.hint ? `${styles.option} ${styles.twoLines}` : styles.option}
                >
                  <Select.ItemText>{option.label}</Select.ItemText>
                  {option.hint && (
                    <span className={`${text.body2} ${text.secondary} ${styles.optionHint}`}>
                      {option.hint}
                    </span>
                  )}
                </Select.Item>
              ))}
            </Select.List>
          </Select.Popup>
        </Select.Positioner>
      </Select.Portal>
    </Select.Root>
  );
}
