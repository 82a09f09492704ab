import type { Contract } from '@kp/contract/contracts';
import { remainingTermYears } from '@kp/contract/contracts-constants';
import type { ContractRow } from './repo.ts';

/** A stored calendar day (yyyy-mm-dd) as the ms of its UTC midnight, so every time zone shows that day. */
export const utcMidnightMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

const dayMs = (day: string | null) => (day === null ? null : utcMidnightMs(day));

/** A contract with the spec's field names; `todayMs` is the UTC midnight of today's German calendar day. */
export function toContract(row: ContractRow, todayMs: number): Contract {
  const ende = dayMs(row.ende);
  return {
    osId: row.osId,
    kommune: row.communeName,
    Vertragsstatus: row.status,
    Vertragsgegenstand: row.gegenstand,
    Vertragsbeginn: dayMs(row.beginn),
    Vertragsende: ende,
    Restlaufzeit: remainingTermYears(ende, todayMs),
    Gebiet: row.gebiet,
    Stadtteil: row.stadtteil,
    'NEW_Vertragspartner_(intern)': row.vertragspartnerIntern,
    termine: row.termine.map((termin) => ({ Termin: termin.termin, Frist: dayMs(termin.frist) })),
    link: row.link,
  };
}
