// The parts of the consumption page that show once a commune's figures are there, loaded by
// consumption-page.tsx after its first paint, in parallel with the figures: the chart with its export,
// the energy sections with their tables and the commune column.
export { ColumnChart, ExportMenu } from './column-chart.tsx';
export { CommuneColumn } from './commune-column.tsx';
export { EnergySections } from './energy-sections.tsx';
