import { describe, expect, it } from 'vitest';
import { axisNumber, COLUMN_TOOLTIP, columnChartOption, tooltipValue } from './column-chart-option.ts';
import { carrierColors } from './consumption-figures.ts';

describe('columnChartOption', () => {
  const series = [
    { carrier: 'Gas', values: [1500.25, 1400] },
    { carrier: 'Strom', values: [900, 950] },
  ];

  it('has the years as categories and one bar series per carrier in its colour', () => {
    const option = columnChartOption([2022, 2023], series, 'light');
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['2022', '2023'] });
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'bar', name: 'Gas', data: [1500.25, 1400] }),
      expect.objectContaining({ type: 'bar', name: 'Strom', data: [900, 950] }),
    ]);
    expect(option.color).toEqual(carrierColors(['Gas', 'Strom'], 'light'));
    expect(option.animation).toBe(false);
  });

  it('writes axis numbers in German and tooltips rounded up to whole MWh', () => {
    expect(axisNumber(12000)).toBe('12.000');
    expect(tooltipValue(12345.1)).toBe('12.346 MWh');
    expect(tooltipValue(100)).toBe('100 MWh');
    expect(COLUMN_TOOLTIP.valueFormatter).toBe(tooltipValue);
  });
});
