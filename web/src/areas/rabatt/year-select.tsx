import { SelectField } from '../../ui/select-field.tsx';
import styles from './year-select.module.css';

/** The year select (label 'Jahr'), newest first. */
export function YearSelect({
  years,
  value,
  onChange,
}: {
  years: readonly number[];
  value: number | null;
  onChange: (year: number) => void;
}) {
  return (
    <SelectField
      label="Jahr"
      value={value === null ? '' : String(value)}
      onChange={(next) => onChange(Number(next))}
      disabled={years.length === 0}
      className={styles.year}
    >
      {years.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </SelectField>
  );
}
