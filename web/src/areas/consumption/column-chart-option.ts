import { formatTooltipMwh } from '@kp/contract/consumption-constants';
import { formatWholeNumber } from '@kp/contract/shell';
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { type ColumnSeries, carrierColors } from './consumption-figures.ts';

export type ColumnChartOption = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export type Scheme = 'light' | 'dark';

/** German axis numbers: 12000 → '12.000'. */
export const axisNumber = (value: number): string => formatWholeNumber(value);

/** Tooltip values rounded up to whole MWh (spec 02 §9). */
export const tooltipValue = (value: unknown): string =>
  typeof value === 'number' ? `${formatTooltipMwh(value)} MWh` : String(value ?? '');

/** The page's tooltip: all carriers of the hovered year, rounded up to whole MWh. */
export const COLUMN_TOOLTIP: TooltipComponentOption = {
  trigger: 'axis',
  axisPointer: { type: 'shadow' },
  valueFormatter: tooltipValue,
};

const SCHEME_COLORS = {
  light: { text: '#424242', line: '#dddddd' },
  dark: { text: '#e0e0e0', line: '#555555' },
} as const;

/**
 * The column chart of consumption per year and carrier (spec 02 §2): grouped columns, one series per
 * carrier with its fixed colour. The same option draws the PNG and SVG exports in the light scheme; the
 * page's chart adds `COLUMN_TOOLTIP`.
 */
export function columnChartOption(
  years: readonly number[],
  series: readonly ColumnSeries[],
  scheme: Scheme,
): ColumnChartOption {
  const { text, line } = SCHEME_COLORS[scheme];
  return {
    color: carrierColors(
      series.map((entry) => entry.carrier),
      scheme,
    ),
    animation: false,
    legend: { top: 0, left: 'center', textStyle: { color: text }, itemGap: 24 },
    grid: { left: 8, right: 16, top: 48, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: years.map(String),
      axisLabel: { color: text },
      axisLine: { lineStyle: { color: line } },
      axisTick: { alignWithLabel: true },
    },
    yAxis: {
      type: 'value',
      name: 'MWh',
      nameTextStyle: { color: text, align: 'left' },
      axisLabel: { color: text, formatter: axisNumber },
      splitLine: { lineStyle: { color: line } },
    },
    series: series.map((entry) => ({
      type: 'bar',
      name: entry.carrier,
      data: [...entry.values],
      barMaxWidth: 48,
      barGap: '10%',
    })),
  };
}
