import type { Verbrauchsdaten } from '@kp/contract/consumption';
import { formatTooltipMwh } from '@kp/contract/consumption-constants';
import { type ReactNode, useId, useMemo } from 'react';
import { DonutChart } from '../../ui/donut-chart.tsx';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
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
import styles from './energy-sections.module.css';

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
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <div className={styles.cards}>{children}</div>
    </section>
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
    <section aria-labelledby={headingId} className={`${surface.outlined} ${styles.card}`}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardHeading}>
          <ScreenReaderText>{`${carrier} `}</ScreenReaderText>
          {title}
        </h3>
        {!hint && <p className={styles.total}>{mwh(totalOf(slices))}</p>}
      </div>
      {hint ? (
        <p className={`${text.body2} ${text.secondary}`}>{hint}</p>
      ) : (
        <DonutChart slices={slices} label={label} formatValue={mwh} formatTooltip={tooltipMwh} />
      )}
    </section>
  );
}
