import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

type TextFieldProps = Omit<OutlinedInputProps, 'label' | 'sx' | 'notched'> & {
  label?: ReactNode;
  helperText?: ReactNode;
  /** Applies to the frame around label, field and help text, as on MUI's TextField. */
  sx?: SxProps<Theme>;
};

/**
 * MUI's outlined TextField without its select mode, for forms in a page's first view: TextField imports
 * Select with Menu, Popover and Modal even when it shows no select (about 12 kB gzip). The markup, ids
 * and class names are TextField's: the label names the field, the help text describes it.
 */
export function TextField({
  label,
  helperText,
  id: idOverride,
  error,
  required,
  disabled,
  fullWidth,
  sx,
  className,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  return (
    <FormControl
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        label={hasLabel ? label : undefined}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        {...input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
