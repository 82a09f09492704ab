import type { Change, CommuneStatusRecord } from '@kp/contract/rabatt';
import { RABATT_STATUSES, type RabattStatus } from '@kp/contract/rabatt-constants';
import { formatEuro, formatNumber } from '@kp/contract/shell';

// Pure helpers of the overview page: which year and commune are shown, the cards per status column, the
// postal-code table, the chart figures and the history rows.

export type YearData = CommuneStatusRecord['data'][number];

/** Every year of the given records, newest first. */
export function yearsOf(records: readonly CommuneStatusRecord[]): number[] {
  const years = new Set<number>();
  for (const record of records) for (const entry of record.data) years.add(entry.year);
  return [...years].sort((a, b) => b - a);
}

/** The year from the URL when there is data for it, else the latest (spec 02 §9 "Year default: latest"). */
export function pickYear(years: readonly number[], wanted: string | null): number | null {
  const parsed = wanted === null ? Number.NaN : Number(wanted);
  if (Number.isInteger(parsed) && years.includes(parsed)) return parsed;
  return years.length > 0 ? Math.max(...years) : null;
}

/** The commune named in the URL, if the dashboard has it. */
export function pickCommune(
  records: readonly CommuneStatusRecord[],
  wanted: string | null,
): CommuneStatusRecord | null {
  if (!wanted) return null;
  return records.find((record) => record.commune === wanted) ?? null;
}

export const yearDataOf = (record: CommuneStatusRecord | null, year: number | null): YearData | null =>
  record?.data.find((entry) => entry.year === year) ?? null;

export type CommuneCard = { commune: string; lieferstellenCount: number; gesamtRabatt: number };

/** The employees' five columns for one year: the communes by status, alphabetically. */
export function cardsByStatus(
  records: readonly CommuneStatusRecord[],
  year: number | null,
): Record<RabattStatus, CommuneCard[]> {
  const columns = Object.fromEntries(
    RABATT_STATUSES.map((status) => [status, [] as CommuneCard[]]),
  ) as Record<RabattStatus, CommuneCard[]>;
  for (const record of records) {
    const entry = yearDataOf(record, year);
    if (!entry) continue;
    columns[entry.status].push({
      commune: record.commune,
      lieferstellenCount: entry.lieferstellenCount,
      gesamtRabatt: entry.gesamtRabatt,
    });
  }
  for (const cards of Object.values(columns)) cards.sort((a, b) => a.commune.localeCompare(b.commune, 'de'));
  return columns;
}

/** The postal-code table: sorted by PLZ, with the total. */
export function plzTable(entry: YearData) {
  const rows = [...entry.plzData].sort((a, b) => a.plz.localeCompare(b.plz, 'de', { numeric: true }));
  const total = rows.reduce(
    (sum, row) => ({ count: sum.count + row.count, rabatt: sum.rabatt + row.rabatt }),
    { count: 0, rabatt: 0 },
  );
  return { rows, total };
}

/** Chart figures of one commune, oldest year first so the bars read left to right. */
export function chartFigures(record: CommuneStatusRecord) {
  const ascending = [...record.data].sort((a, b) => a.year - b.year);
  return {
    years: ascending.map((entry) => String(entry.year)),
    rabatt: ascending.map((entry) => Math.round(entry.gesamtRabatt * 100) / 100),
    counts: ascending.map((entry) => entry.lieferstellenCount),
  };
}

/** The chart's text for screen readers: every year with its figure. */
export function describeFigures(
  title: string,
  years: readonly string[],
  values: readonly number[],
  kind: 'euro' | 'count',
): string {
  const format = kind === 'euro' ? formatEuro : formatNumber;
  const parts = years.map((year, index) => `${year}: ${format(values[index] ?? 0)}`);
  return `${title}. ${parts.join(', ')}.`;
}

/** A status change of the history as from → to; other entries (none expected) give null. */
export function statusChangeOf(change: Change): { from: string; to: string } | null {
  const to = change.after.status;
  if (change.kind !== 'status' || typeof to !== 'string') return null;
  const from = change.before.status;
  return { from: typeof from === 'string' ? from : '–', to };
}
