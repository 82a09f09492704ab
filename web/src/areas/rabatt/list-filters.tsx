import { SPARTEN, type Sparte } from '@kp/contract/rabatt-constants';
import Box from '@mui/material/Box';
import { CheckBox } from '../../ui/check-box.tsx';
import { SelectField } from '../../ui/select-field.tsx';
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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 3 }}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Box
          component="legend"
          sx={{ p: 0, mb: 0.25, fontSize: '0.875rem', fontWeight: 600, color: 'text.secondary' }}
        >
          Sparten
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {SPARTEN.map((sparte: Sparte) => (
            <CheckBox
              key={sparte}
              label={sparte}
              sx={{ mr: 1 }}
              checked={view.sparten.includes(sparte)}
              onChange={(checked) => onChange({ sparten: toggleSparte(view.sparten, sparte, checked) })}
            />
          ))}
        </Box>
      </Box>
      <SelectField
        label="Filter"
        value={view.filter}
        onChange={(value) => onChange({ filter: value as ListView['filter'] })}
        sx={{ minWidth: 240 }}
      >
        {filterOptions(isEmployee).map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </Box>
  );
}
