import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PieSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { useEChart } from './echarts.ts';

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
  const dark = useMediaQuery('(prefers-color-scheme: dark)');

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
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          '@container (min-width: 480px)': { gridTemplateColumns: 'minmax(140px, 200px) 1fr' },
        }}
      >
        <Box
          ref={container}
          role="img"
          aria-label={label}
          sx={{ width: '100%', maxWidth: 260, justifySelf: 'center', height, overflow: 'hidden' }}
        />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
          {slices.map((slice, index) => (
            <Box
              component="li"
              key={slice.name}
              // Focusable, so keyboard users can highlight a slice as a mouse does.
              tabIndex={0}
              onMouseEnter={() => highlight(index, true)}
              onMouseLeave={() => highlight(index, false)}
              onFocus={() => highlight(index, true)}
              onBlur={() => highlight(index, false)}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr auto',
                alignItems: 'center',
                columnGap: 1,
                px: 1,
                py: 0.5,
                borderRadius: 1,
                fontSize: '0.875rem',
                cursor: 'default',
                '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
              }}
            >
              <Box
                component="span"
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: slice.color, flexShrink: 0 }}
              />
              <span>{slice.name}</span>
              <Box
                component="span"
                sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' }}
              >
                {formatValue(slice.value)}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
