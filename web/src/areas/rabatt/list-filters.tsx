import { SPARTEN, type Sparte } from '@kp/contract/rabatt-constants';
import { CheckBox } from '../../ui/check-box.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import styles from './list-filters.module.css';
import { filterOptions, type ListView, toggleSparte } from './list-params.ts';

/** The Sparten checkboxes (both on by default) and the filter select of spec 02 §2. */
export function ListFilters({
  view,
  isEmployee,
  onChange,
}: {
  view: ListView;
  isEmployee: boolean;
  onChange: (change: Partial<Pick<ListView, 'filter' | 'sparten'>>) => void;
}) {
  return (
    <div className={styles.filters}>
      <fieldset className={styles.sparten}>
        <legend className={styles.legend}>Sparten</legend>
        <div className={styles.boxes}>
          {SPARTEN.map((sparte: Sparte) => (
            <CheckBox
              key={sparte}
              label={sparte}
              className={styles.box}
              checked={view.sparten.includes(sparte)}
              onChange={(checked) => onChange({ sparten: toggleSparte(view.sparten, sparte, checked) })}
            />
          ))}
        </div>
      </fieldset>
      <SelectField
        label="Filter"
        value={view.filter}
        onChange={(value) => onChange({ filter: value as ListView['filter'] })}
        className={styles.filter}
      >
        {filterOptions(isEmployee).map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
