import type { PieSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import styles from './donut-chart.module.css';
import { useEChart } from './echarts.ts';
import { useDarkScheme } from './use-dark-scheme.ts';

type Option = ComposeOption<PieSeriesOption | TooltipComponentOption>;

export type DonutSlice = { name: string; value: number; color: string };

type Props = {
  slices: DonutSlice[];
  /** The chart's summary for screen readers, e.g. 'Ringdiagramm: Stromverbrauch nach Sektoren'. */
  label: string;
  /** A value as the legend shows it, e.g. '1.234 MWh'. */
  formatValue: (value: number) => string;
  /** A value in the tooltip; the legend's format when not given. */
  formatTooltip?: (value: number) => string;
  /** The ring's height; the legend list grows as it needs. */
  height?: number;
};

/**
 * A donut (ring) chart with an HTML legend: colour, name and value of every slice as text, so the figures
 * are readable without the picture. Hovering or focusing a legend row highlights its slice. Beside the
 * ring when the space allows (a container query), else below it.
 */
export function DonutChart({ slices, label, formatValue, formatTooltip = formatValue, height = 220 }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useEChart(container);
  const dark = useDarkScheme();

  useEffect(() => {
    const empty = slices.every((slice) => slice.value === 0);
    const option: Option = {
      animation: false,
      tooltip: {
        trigger: 'item',
        valueFormatter: (value) => (typeof value === 'number' ? formatTooltip(value) : String(value ?? '')),
      },
      series: [
        {
          type: 'pie',
          radius: ['55%', '85%'],
          center: ['50%', '50%'],
          label: { show: false },
          labelLine: { show: false },
          // Separating lines in the page's background colour.
          itemStyle: { borderColor: dark ? '#121212' : '#ffffff', borderWidth: 1 },
          emphasis: { scale: true, scaleSize: 6 },
          // All zero: no slices, ECharts draws its grey empty ring instead of equal parts.
          showEmptyCircle: true,
          emptyCircleStyle: { color: dark ? '#424242' : '#e0e0e0' },
          data: empty
            ? []
            : slices.map((slice) => ({
                name: slice.name,
                value: slice.value,
                itemStyle: { color: slice.color },
              })),
        },
      ],
    };
    chart?.setOption(option, true);
  }, [chart, slices, dark, formatTooltip]);

  const highlight = (index: number, on: boolean) =>
    chart?.dispatchAction({ type: on ? 'highlight' : 'downplay', seriesIndex: 0, dataIndex: index });

  return (
    <div className={styles.frame}>
      <div className={styles.layout}>
        <div ref={container} role="img" aria-label={label} className={styles.chart} style={{ height }} />
        <ul className={styles.legend}>
          {slices.map((slice, index) => (
            <li
              key={slice.name}
              // Focusable, so keyboard users can highlight a slice as a mouse does.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
              tabIndex={0}
              onMouseEnter={() => highlight(index, true)}
              onMouseLeave={() => highlight(index, false)}
              onFocus={() => highlight(index, true)}
              onBlur={() => highlight(index, false)}
              className={styles.entry}
            >
              <span aria-hidden className={styles.swatch} style={{ backgroundColor: slice.color }} />
              <span>{slice.name}</span>
              <span className={styles.value}>{formatValue(slice.value)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
