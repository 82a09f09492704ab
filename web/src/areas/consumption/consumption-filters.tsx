import { FILTER_HIDE, FILTER_SHOW } from '@kp/contract/concessions-constants';
import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { CheckBox } from '../../ui/check-box.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import styles from './consumption-filters.module.css';
import {
  type Available,
  type Selection,
  type SelectionAction,
  toggleValue,
} from './consumption-selection.ts';
import { FilterListIcon } from './icons.tsx';

type Props = {
  communes: readonly string[];
  /** Commune users have their own commune only. */
  communeFixed: boolean;
  selection: Selection;
  /** The chosen commune's data, once loaded: the options of the other filters. */
  available: Available | undefined;
  onCommune: (commune: string | null) => void;
  dispatch: (action: SelectionAction) => void;
};

/**
 * The filters of spec 02 §2: Kommune, Zeitraum, Energieträger and 'Alle Sektoren'. Below md they hide
 * behind 'Filter anzeigen' / 'Filter ausblenden'.
 */
export function ConsumptionFilters({
  communes,
  communeFixed,
  selection,
  available,
  onCommune,
  dispatch,
}: Props) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const options = available?.commune === selection.commune ? available : undefined;
  return (
    <section aria-label="Filter" className={`${styles.filters} ${open ? styles.open : ''}`}>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={styles.toggle}
      >
        {open ? FILTER_HIDE : FILTER_SHOW}
      </Button>
      <div id={panelId} className={styles.panel}>
        <SelectField
          label="Kommune"
          value={selection.commune ?? ''}
          onChange={(value) => onCommune(value || null)}
          className={styles.commune}
        >
          {!communeFixed && <option value="">Bitte wählen</option>}
          {communes.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        {options && (
          <>
            <CheckboxGroup
              legend="Zeitraum"
              options={options.years}
              selected={selection.years}
              onChange={(years) => dispatch({ type: 'years', years })}
            />
            <CheckboxGroup
              legend="Energieträger"
              options={options.carriers}
              selected={selection.carriers}
              onChange={(carriers) => dispatch({ type: 'carriers', carriers })}
            />
            <CheckboxGroup
              legend="Alle Sektoren"
              options={options.sectors}
              selected={selection.sectors}
              onChange={(sectors) => dispatch({ type: 'sectors', sectors })}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** A multi-select as a group of checkboxes: every option visible, each a native control for the keyboard. */
function CheckboxGroup<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {/* One column beside the content; in a row when the filters sit above it (below md). */}
      <div className={styles.options}>
        {options.map((option) => (
          <CheckBox
            key={option}
            label={String(option)}
            size="small"
            className={styles.option}
            checked={selected.includes(option)}
            onChange={(checked) => onChange(toggleValue(selected, option, checked, options))}
          />
        ))}
      </div>
    </fieldset>
  );
}
