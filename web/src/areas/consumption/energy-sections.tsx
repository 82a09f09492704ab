import type { Verbrauchsdaten } from '@kp/contract/consumption';
import { formatTooltipMwh } from '@kp/contract/consumption-constants';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo } from 'react';
import { DonutChart } from '../../ui/donut-chart.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import {
  feedInSlices,
  GAS,
  type Slice,
  STROM,
  sectorSlices,
  showsGas,
  showsStrom,
  totalOf,
} from './consumption-figures.ts';
import { mwh } from './consumption-format.ts';
import type { Selection } from './consumption-selection.ts';

const tooltipMwh = (value: number) => `${formatTooltipMwh(value)} MWh`;

/**
 * The Strom section (Verbrauch by sector, Einspeisung by source; both left out for Erkelenz) and the Gas
 * section (Verbrauch by sector), spec 02 §2. Totals follow the selected years and, for consumption, the
 * selected sectors.
 */
export function EnergySections({ data, selection }: { data: Verbrauchsdaten; selection: Selection }) {
  const { years, sectors } = selection;
  const strom = useMemo(() => sectorSlices(data, STROM, years, sectors), [data, years, sectors]);
  const gas = useMemo(() => sectorSlices(data, GAS, years, sectors), [data, years, sectors]);
  const feedIn = useMemo(() => feedInSlices(data, years), [data, years]);
  const withStrom = showsStrom(data);
  const withGas = showsGas(data);
  if (!withStrom && !withGas) return null;

  const yearsHint = years.length === 0 ? 'Bitte wählen Sie mindestens ein Jahr aus.' : null;
  const sectorsHint =
    yearsHint ?? (sectors.length === 0 ? 'Bitte wählen Sie mindestens einen Sektor aus.' : null);
  return (
    <>
      {withStrom && (
        <EnergySection title={STROM}>
          <DonutCard
            carrier={STROM}
            title="Verbrauch"
            slices={strom}
            hint={sectorsHint}
            label={`Ringdiagramm: Stromverbrauch in ${data.commune} nach Sektoren`}
          />
          <DonutCard
            carrier={STROM}
            title="Einspeisung"
            slices={feedIn}
            hint={yearsHint}
            label={`Ringdiagramm: Einspeisung in ${data.commune} nach Erzeugungsart`}
          />
        </EnergySection>
      )}
      {withGas && (
        <EnergySection title={GAS}>
          <DonutCard
            carrier={GAS}
            title="Verbrauch"
            slices={gas}
            hint={sectorsHint}
            label={`Ringdiagramm: Gasverbrauch in ${data.commune} nach Sektoren`}
          />
        </EnergySection>
      )}
    </>
  );
}

function EnergySection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(auto-fit, minmax(360px, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A part of a section: its total in whole MWh and a donut with the figures as a list. */
function DonutCard({
  title,
  slices,
  hint,
  label,
  carrier,
}: {
  title: string;
  slices: Slice[];
  hint: string | null;
  label: string;
  /** Read before the title, so the parts are 'Strom Verbrauch' and 'Gas Verbrauch', not two 'Verbrauch'. */
  carrier: string;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.125rem' }}>
          <Box component="span" sx={visuallyHidden}>
            {`${carrier} `}
          </Box>
          {title}
        </Typography>
        {!hint && (
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {mwh(totalOf(slices))}
          </Typography>
        )}
      </Box>
      {hint ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      ) : (
        <DonutChart slices={slices} label={label} formatValue={mwh} formatTooltip={tooltipMwh} />
      )}
    </Paper>
  );
}
