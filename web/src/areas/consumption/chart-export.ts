import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import type { ColumnChartOption } from './column-chart-option.ts';

// The PNG and SVG exports of the column chart, loaded on the first export only: the canvas renderer is
// needed for nothing else on the page.
use([BarChart, GridComponent, LegendComponent, CanvasRenderer, SVGRenderer]);

const WHITE = '#ffffff';

/** A PNG data URL at twice the size, on white, drawn off-screen so a dark page still exports light. */
export function renderPng(option: ColumnChartOption, width: number, height: number): string {
  const chart = init(document.createElement('div'), null, { renderer: 'canvas', width, height });
  try {
    chart.setOption(option);
    return chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: WHITE });
  } finally {
    chart.dispose();
  }
}

/** A vector SVG of the same chart: ECharts' SVG renderer in server-side mode, as a string. */
export function renderSvg(option: ColumnChartOption, width: number, height: number): string {
  const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ ...option, backgroundColor: WHITE });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
