import { describe, expect, it } from 'vitest';
import {
  type Available,
  chartReady,
  initialSelection,
  type Selection,
  selectionHint,
  selectionReducer,
  toggleValue,
} from './consumption-selection.ts';

const viersen: Available = {
  commune: 'Viersen',
  years: [2021, 2019, 2020],
  carriers: ['Strom', 'Gas'],
  sectors: ['Gewerbe', 'Haushalte', 'Kommune'],
};

const loaded = (state: Selection, data: Available = viersen) =>
  selectionReducer(state, { type: 'loaded', data });

describe('commune change (spec 02 §4)', () => {
  it('clears years, carriers and sectors and waits for the data', () => {
    const before = loaded(initialSelection('Viersen'));
    const after = selectionReducer(before, { type: 'commune', commune: 'Brüggen' });
    expect(after).toEqual({ commune: 'Brüggen', years: [], carriers: [], sectors: [], awaitingData: true });
  });

  it('selects every available year (sorted), carrier (Gas first) and sector once the data is there', () => {
    const state = loaded(initialSelection('Viersen'));
    expect(state).toEqual({
      commune: 'Viersen',
      years: [2019, 2020, 2021],
      carriers: ['Gas', 'Strom'],
      sectors: ['Gewerbe', 'Haushalte', 'Kommune'],
      awaitingData: false,
    });
  });

  it('keeps the person’s choice when the same data comes again (a refetch)', () => {
    let state = loaded(initialSelection('Viersen'));
    state = selectionReducer(state, { type: 'years', years: [2021] });
    expect(loaded(state).years).toEqual([2021]);
  });

  it('ignores a late answer for a commune left behind', () => {
    const state = selectionReducer(initialSelection('Viersen'), { type: 'commune', commune: 'Brüggen' });
    expect(loaded(state)).toBe(state);
  });

  it('keeps everything when the same commune is chosen again', () => {
    const state = selectionReducer(loaded(initialSelection('Viersen')), { type: 'sectors', sectors: [] });
    expect(selectionReducer(state, { type: 'commune', commune: 'Viersen' })).toBe(state);
  });

  it('clears everything and waits for nothing without a commune', () => {
    const state = selectionReducer(loaded(initialSelection('Viersen')), { type: 'commune', commune: null });
    expect(state).toEqual(initialSelection(null));
    expect(state.awaitingData).toBe(false);
  });
});

describe('the filters', () => {
  it('keep years ascending and carriers Gas first, without doubles', () => {
    let state = loaded(initialSelection('Viersen'));
    state = selectionReducer(state, { type: 'years', years: [2021, 2019, 2021] });
    state = selectionReducer(state, { type: 'carriers', carriers: ['Strom', 'Gas'] });
    expect(state.years).toEqual([2019, 2021]);
    expect(state.carriers).toEqual(['Gas', 'Strom']);
  });

  it('toggle an option in the order of the options', () => {
    const options = ['Gewerbe', 'Haushalte', 'Kommune'];
    expect(toggleValue(['Kommune'], 'Gewerbe', true, options)).toEqual(['Gewerbe', 'Kommune']);
    expect(toggleValue(options, 'Haushalte', false, options)).toEqual(['Gewerbe', 'Kommune']);
    expect(toggleValue([2020], 2020, false, [2019, 2020])).toEqual([]);
  });
});

describe('chartReady', () => {
  it('needs a commune, its data and at least one year, carrier and sector', () => {
    const state = loaded(initialSelection('Viersen'));
    expect(chartReady(state, viersen)).toBe(true);
    expect(chartReady(state, undefined)).toBe(false);
    expect(chartReady(state, { ...viersen, commune: 'Brüggen' })).toBe(false);
    expect(chartReady({ ...state, years: [] }, viersen)).toBe(false);
    expect(chartReady({ ...state, carriers: [] }, viersen)).toBe(false);
    expect(chartReady({ ...state, sectors: [] }, viersen)).toBe(false);
    expect(chartReady(initialSelection('Viersen'), viersen)).toBe(false);
  });
});

describe('selectionHint', () => {
  const full = { commune: 'Viersen', years: [2020], carriers: ['Gas'], sectors: ['Kommune'] };
  it('says what is missing', () => {
    expect(selectionHint({ ...full, commune: null })).toBe('Bitte wählen Sie eine Kommune aus.');
    expect(selectionHint({ ...full, years: [] })).toBe('Bitte wählen Sie mindestens ein Jahr aus.');
    expect(selectionHint({ ...full, years: [], sectors: [] })).toBe(
      'Bitte wählen Sie mindestens ein Jahr und einen Sektor aus.',
    );
    expect(selectionHint({ ...full, years: [], carriers: [], sectors: [] })).toBe(
      'Bitte wählen Sie mindestens ein Jahr, einen Energieträger und einen Sektor aus.',
    );
    expect(selectionHint(full)).toBeNull();
  });
});
