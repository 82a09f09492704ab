import {
  CONSUMPTION_CHART_HEIGHT,
  consumptionExportName,
  formatSum,
} from '@kp/contract/consumption-constants';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { Button } from '../../ui/button.tsx';
import { useEChart } from '../../ui/echarts.ts';
import { DownloadIcon } from '../../ui/icons.tsx';
import { saveFile } from '../../ui/save-file.ts';
import screenReader from '../../ui/screen-reader-text.module.css';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { useDarkScheme } from '../../ui/use-dark-scheme.ts';
import styles from './column-chart.module.css';
import { COLUMN_TOOLTIP, columnChartOption } from './column-chart-option.ts';
import { consumptionCsv } from './consumption-csv.ts';
import type { ColumnSeries } from './consumption-figures.ts';
import { dataUrlToBlob } from './download.ts';
import type { ExportFormat } from './export-menu-list.tsx';

const loadExportMenuList = () => import('./export-menu-list.tsx');
const ExportMenuList = lazy(() =>
  loadExportMenuList().then((module) => ({ default: module.ExportMenuList })),
);

type Props = { commune: string; years: number[]; series: ColumnSeries[] };

/**
 * Consumption per year and carrier as grouped columns (spec 02 §2), 450 px high. For screen readers an
 * image with a short description, and the figures in a table.
 */
export function ColumnChart({ commune, years, series }: Props) {
  const container = useRef<HTMLDivElement>(null);
  // ECharts loads after the first paint; the table below carries the figures until then.
  const chart = useEChart(container);
  const dark = useDarkScheme();

  useEffect(() => {
    const option = columnChartOption(years, series, dark ? 'dark' : 'light');
    chart?.setOption({ ...option, tooltip: COLUMN_TOOLTIP }, true);
  }, [chart, years, series, dark]);

  const carriers = series.map((entry) => entry.carrier);
  const range = years.length > 1 ? `${years[0]} bis ${years.at(-1)}` : String(years[0]);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <>
      <div
        ref={container}
        role="img"
        aria-label={`Säulendiagramm: Verbrauch von ${carriers.join(' und ')} in ${commune}, ${range}, in MWh. Die Werte stehen in der Tabelle danach.`}
        className={styles.chart}
        style={{ height: CONSUMPTION_CHART_HEIGHT }}
      />
      {/* Screen readers always have the table; the button shows it to everybody else (decision 017). */}
      <Button
        size="small"
        variant="text"
        onClick={() => setTableShown((shown) => !shown)}
        aria-controls={tableId}
        className={styles.tableToggle}
      >
        {tableShown ? 'Tabelle ausblenden' : 'Daten als Tabelle'}
      </Button>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a named region while the table is shown */}
      <div
        id={tableId}
        role={tableShown ? 'region' : undefined}
        aria-label={tableShown ? 'Verbrauch als Tabelle' : undefined}
        tabIndex={tableShown ? 0 : undefined}
        className={tableShown ? styles.tableBox : screenReader.hidden}
      >
        <table className={tableShown ? styles.table : undefined}>
          <caption>Verbrauch in MWh je Jahr und Energieträger</caption>
          <thead>
            <tr>
              <th scope="col">Jahr</th>
              {carriers.map((carrier) => (
                <th key={carrier} scope="col">
                  {carrier}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {years.map((year, index) => (
              <tr key={year}>
                <th scope="row">{year}</th>
                {series.map((entry) => (
                  <td key={entry.carrier}>{formatSum(entry.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * 'Exportieren' with PNG, CSV and SVG (spec 02 §2): the images drawn from the chart's option in the light
 * scheme at the chart's width, the CSV from the same figures. `chartWidth` reads the shown chart's width.
 */
export function ExportMenu({
  commune,
  years,
  series,
  chartWidth,
  disabled,
}: Props & { chartWidth: () => number; disabled: boolean }) {
  const buttonId = useId();
  const menuId = useId();
  const snackbar = useSnackbar();
  // Set by the click that opens the menu: its anchor, and where the focus returns when it closes.
  const button = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  // A press on the button while the menu is open closes it (a press outside the menu); its click must not
  // open it again.
  const closingPress = useRef<Event | undefined>(undefined);
  const pressClosed = useRef(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const prefetch = () => void loadExportMenuList().catch(() => undefined);
  const option = useMemo(() => columnChartOption(years, series, 'light'), [years, series]);

  const run = async (format: ExportFormat) => {
    setOpen(false);
    const fileName = consumptionExportName(commune, new Date(), format);
    try {
      if (format === 'csv') {
        saveFile(new Blob([consumptionCsv(years, series)], { type: 'text/csv;charset=utf-8' }), fileName);
        return;
      }
      const { renderPng, renderSvg } = await import('./chart-export.ts');
      const width = Math.max(Math.round(chartWidth()), 320);
      if (format === 'png') {
        saveFile(dataUrlToBlob(renderPng(option, width, CONSUMPTION_CHART_HEIGHT)), fileName);
      } else {
        const svg = renderSvg(option, width, CONSUMPTION_CHART_HEIGHT);
        saveFile(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }), fileName);
      }
    } catch (error) {
      snackbar.show(errorMessage(error), 'error');
    }
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? true : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onPointerDown={(event) => {
          pressClosed.current = event.nativeEvent === closingPress.current;
        }}
        onClick={(event) => {
          if (pressClosed.current && event.detail > 0) return;
          button.current = event.currentTarget;
          setMenuLoaded(true);
          setOpen(true);
        }}
      >
        Exportieren
      </Button>
      {menuLoaded && (
        <Suspense fallback={null}>
          <ExportMenuList
            id={menuId}
            open={open}
            anchor={button}
            labelledBy={buttonId}
            onClose={(event) => {
              closingPress.current = event;
              setOpen(false);
            }}
            onChoose={(format) => void run(format)}
          />
        </Suspense>
      )}
    </>
  );
}
