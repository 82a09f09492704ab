import { CHART_COLORS, formatRounded } from '@kp/contract/shell';
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import styles from './bar-chart.module.css';
import { useEChart } from './echarts.ts';
import { useDarkScheme } from './use-dark-scheme.ts';

type Option = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

type Series = { name: string; data: number[] };

const germanNumber = (value: number) => formatRounded(value, 2);

/**
 * A bar chart: weeks (or queries) along one axis, one series per entry, stacked. An image for screen
 * readers with `label` as its text; the table beside it carries the numbers.
 */
export function BarChart({
  categories,
  series,
  label,
  horizontal = false,
  height,
}: {
  categories: string[];
  series: Series[];
  label: string;
  horizontal?: boolean;
  height: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useEChart(container);
  const dark = useDarkScheme();

  useEffect(() => {
    const text = dark ? '#e0e0e0' : '#424242';
    const line = dark ? '#555' : '#ddd';
    const categoryAxis = {
      type: 'category' as const,
      data: categories,
      inverse: horizontal,
      axisLabel: {
        color: text,
        lineHeight: 16,
        width: horizontal ? 150 : undefined,
        overflow: 'truncate' as const,
      },
      axisLine: { lineStyle: { color: line } },
    };
    const valueAxis = {
      type: 'value' as const,
      minInterval: 1,
      axisLabel: { color: text, formatter: germanNumber },
      splitLine: { lineStyle: { color: line } },
    };
    const option: Option = {
      color: CHART_COLORS,
      animation: false,
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (value) => (typeof value === 'number' ? germanNumber(value) : String(value)),
      },
      legend: series.length > 1 ? { type: 'scroll', bottom: 0, textStyle: { color: text } } : undefined,
      grid: { left: 8, right: 16, top: 16, bottom: series.length > 1 ? 40 : 8, containLabel: true },
      xAxis: horizontal ? valueAxis : categoryAxis,
      yAxis: horizontal ? categoryAxis : valueAxis,
      series: series.map((entry) => ({
        type: 'bar',
        name: entry.name,
        data: entry.data,
        stack: 'total',
        barMaxWidth: 40,
      })),
    };
    chart?.setOption(option, true);
  }, [chart, categories, series, horizontal, dark]);

  return <div ref={container} role="img" aria-label={label} className={styles.chart} style={{ height }} />;
}
