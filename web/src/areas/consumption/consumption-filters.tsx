import { FILTER_HIDE, FILTER_SHOW } from '@kp/contract/concessions-constants';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { CheckBox } from '../../ui/check-box.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import {
  type Available,
  type Selection,
  type SelectionAction,
  toggleValue,
} from './consumption-selection.ts';

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
    <Box component="section" aria-label="Filter">
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        sx={{ display: { md: 'none' }, mb: open ? 2 : 0 }}
      >
        {open ? FILTER_HIDE : FILTER_SHOW}
      </Button>
      <Box
        id={panelId}
        sx={{ display: { xs: open ? 'grid' : 'none', md: 'grid' }, gap: 2.5, alignContent: 'start' }}
      >
        <SelectField
          label="Kommune"
          value={selection.commune ?? ''}
          onChange={(value) => onCommune(value || null)}
          sx={{ minWidth: 0, width: '100%' }}
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
      </Box>
    </Box>
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
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box
        component="legend"
        sx={{ p: 0, mb: 0.25, fontSize: '0.875rem', fontWeight: 600, color: 'text.secondary' }}
      >
        {legend}
      </Box>
      {/* One column beside the content; in a row when the filters sit above it (below md). */}
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, flexWrap: 'wrap', columnGap: 2 }}
      >
        {options.map((option) => (
          <CheckBox
            key={option}
            label={String(option)}
            size="small"
            sx={{ mr: 0, fontSize: '0.9375rem', overflowWrap: 'anywhere' }}
            checked={selected.includes(option)}
            onChange={(checked) => onChange(toggleValue(selected, option, checked, options))}
          />
        ))}
      </Box>
    </Box>
  );
}
