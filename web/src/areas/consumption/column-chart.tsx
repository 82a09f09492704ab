import {
  CONSUMPTION_CHART_HEIGHT,
  consumptionExportName,
  formatSum,
} from '@kp/contract/consumption-constants';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { useEChart } from '../../ui/echarts.ts';
import { saveFile } from '../../ui/save-file.ts';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
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
  const dark = useMediaQuery('(prefers-color-scheme: dark)');

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
      <Box
        ref={container}
        role="img"
        aria-label={`Säulendiagramm: Verbrauch von ${carriers.join(' und ')} in ${commune}, ${range}, in MWh. Die Werte stehen in der Tabelle danach.`}
        sx={{ width: '100%', height: CONSUMPTION_CHART_HEIGHT, overflow: 'hidden' }}
      />
      {/* Screen readers always have the table; the button shows it to everybody else (decision 017). */}
      <Button
        size="small"
        variant="text"
        onClick={() => setTableShown((shown) => !shown)}
        aria-controls={tableId}
        sx={{ mt: 1 }}
      >
        {tableShown ? 'Tabelle ausblenden' : 'Daten als Tabelle'}
      </Button>
      <Box
        id={tableId}
        role={tableShown ? 'region' : undefined}
        aria-label={tableShown ? 'Verbrauch als Tabelle' : undefined}
        tabIndex={tableShown ? 0 : undefined}
        sx={tableShown ? DATA_TABLE_BOX : visuallyHidden}
      >
        <Box component="table" sx={tableShown ? DATA_TABLE : undefined}>
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
        </Box>
      </Box>
    </>
  );
}

const DATA_TABLE_BOX = {
  mt: 1,
  overflowX: 'auto',
  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

const DATA_TABLE = {
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'start', fontWeight: 600, mb: 1 },
  '& th, & td': { px: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'end' },
  '& th[scope="row"], & thead th:first-of-type': { textAlign: 'start' },
} as const;

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const prefetch = () => void loadExportMenuList().catch(() => undefined);
  const option = useMemo(() => columnChartOption(years, series, 'light'), [years, series]);

  const run = async (format: ExportFormat) => {
    setAnchor(null);
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
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          setMenuLoaded(true);
          setAnchor(event.currentTarget);
        }}
      >
        Exportieren
      </Button>
      {menuLoaded && (
        <Suspense fallback={null}>
          <ExportMenuList
            id={menuId}
            anchor={anchor}
            labelledBy={buttonId}
            onClose={() => setAnchor(null)}
            onChoose={(format) => void run(format)}
          />
        </Suspense>
      )}
    </>
  );
}
