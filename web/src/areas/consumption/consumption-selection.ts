import type { Verbrauchsdaten } from '@kp/contract/consumption';
import { sortCarriers } from '@kp/contract/consumption-constants';

// The filter state of the consumption page and its commune change (spec 02 §4): a new commune clears the
// year, carrier and sector selections; once that commune's data has loaded, all of its years, carriers
// and sectors are selected.

export type Selection = {
  commune: string | null;
  years: number[];
  carriers: string[];
  sectors: string[];
  /** A commune was chosen and its data has not been applied yet. */
  awaitingData: boolean;
};

/** What of a commune's data the selection needs. */
export type Available = Pick<Verbrauchsdaten, 'commune' | 'years' | 'carriers' | 'sectors'>;

export type SelectionAction =
  | { type: 'commune'; commune: string | null }
  | { type: 'loaded'; data: Available }
  | { type: 'years'; years: number[] }
  | { type: 'carriers'; carriers: string[] }
  | { type: 'sectors'; sectors: string[] };

export function initialSelection(commune: string | null): Selection {
  return { commune, years: [], carriers: [], sectors: [], awaitingData: commune !== null };
}

const ascending = (a: number, b: number) => a - b;

export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'commune':
      // The same commune again (a URL sync, a re-render) keeps what the person selected.
      return action.commune === state.commune ? state : initialSelection(action.commune);
    case 'loaded': {
      // Only the first answer for the chosen commune selects everything; later refetches keep the choice,
      // and a late answer for a commune left behind changes nothing.
      if (!state.awaitingData || action.data.commune !== state.commune) return state;
      return {
        commune: state.commune,
        years: [...action.data.years].sort(ascending),
        carriers: sortCarriers(action.data.carriers),
        sectors: [...action.data.sectors],
        awaitingData: false,
      };
    }
    case 'years':
      return { ...state, years: [...new Set(action.years)].sort(ascending) };
    case 'carriers':
      return { ...state, carriers: sortCarriers([...new Set(action.carriers)]) };
    case 'sectors':
      return { ...state, sectors: [...new Set(action.sectors)] };
  }
}

/**
 * A multi-select's new value after one option was (un)checked, in the order of `available`, so the list
 * reads the same however it was clicked together.
 */
export function toggleValue<T>(
  selected: readonly T[],
  value: T,
  checked: boolean,
  available: readonly T[],
): T[] {
  return available.filter((option) => (option === value ? checked : selected.includes(option)));
}

/** Whether the chart can be drawn: a commune, at least one year, carrier and sector, and its data (§2). */
export function chartReady(selection: Selection, data: Available | undefined): boolean {
  return (
    selection.commune !== null &&
    !selection.awaitingData &&
    data?.commune === selection.commune &&
    selection.years.length > 0 &&
    selection.carriers.length > 0 &&
    selection.sectors.length > 0
  );
}

/** The hint shown instead of the chart: what is still to be selected, or null when nothing is missing. */
export function selectionHint(selection: Pick<Selection, 'commune' | 'years' | 'carriers' | 'sectors'>) {
  if (selection.commune === null) return 'Bitte wählen Sie eine Kommune aus.';
  const missing = [
    selection.years.length === 0 && 'ein Jahr',
    selection.carriers.length === 0 && 'einen Energieträger',
    selection.sectors.length === 0 && 'einen Sektor',
  ].filter((part): part is string => part !== false);
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} und ${missing.at(-1)}`;
  return `Bitte wählen Sie mindestens ${list} aus.`;
}
