import { formatDateTime } from '@kp/contract/shell';
import { FunctionField, type FunctionFieldProps } from 'react-admin';

/** The back office's dates as DD.MM.YYYY in German time, for react-admin's DateField `options`. */
export const DAY: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
};

/**
 * A date and time as the portal writes it, 'DD.MM.YYYY HH:mm' in German time (react-admin's DateField puts a
 * comma between them and takes the browser's zone); '–' when there is none.
 */
export function DateTimeField({
  source,
  ...props
}: Omit<FunctionFieldProps, 'render' | 'source'> & { source: string }) {
  return (
    <FunctionField
      source={source}
      {...props}
      render={(record) => (record?.[source] ? formatDateTime(record[source]) : '–')}
    />
  );
}
