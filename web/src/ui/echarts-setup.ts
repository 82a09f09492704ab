import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what the portal's charts draw: columns and bars (with the scrolling legend of the analytics page),
// donuts, and the SVG renderer. The exports load the canvas renderer themselves (chart-export.ts).
use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init };
