import { SelectField } from '../../ui/select-field.tsx';

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
      sx={{ minWidth: 140 }}
    >
      {years.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </SelectField>
  );
}
