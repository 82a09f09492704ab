import type { CommuneDashboardData } from '@kp/contract/commune-dashboard';
import { roundSum } from '@kp/contract/consumption-constants';
import type * as repo from './repo.ts';

type Mayor = CommuneDashboardData['mayor'];
type Topic = CommuneDashboardData['konzessionsthemen'][number];

/** 'yyyy-mm-dd' as the ms of its UTC midnight, as the contract overview sends dates. */
export const utcMidnightMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The mayor card (spec 02 §3: Name, Position, Partei, Geburtstag, Website, Profilbild); null without a name. */
export function toMayor(row: repo.CommuneAndMayor): Mayor {
  const name = row.mayorName?.trim();
  if (!name) return null;
  return {
    picture: row.mayorPictureUrl,
    name,
    position: row.mayorPosition ?? '',
    party: row.mayorParty,
    dob: row.mayorBirthday,
    // Kept as stored; the page adds https:// where missing (websiteHref) and shows it without the scheme.
    url: row.mayorWebsite,
  };
}

export function toOverview(
  einwohner: number | null,
  figures: Awaited<ReturnType<typeof repo.latestYearFigures>>,
): CommuneDashboardData['overview'] {
  return {
    year: figures?.year ?? null,
    population: einwohner,
    einspeisung: figures ? roundSum(figures.einspeisung) : null,
    verbrauch: figures ? roundSum(figures.verbrauch) : null,
  };
}

export function toTopic(row: Awaited<ReturnType<typeof repo.latestTopics>>[number], commune: string): Topic {
  return {
    id: row.id,
    vertrag: row.vertrag,
    isNew: row.isNew,
    service_area: row.serviceArea,
    commune,
    updated: row.updatedAt.getTime(),
  };
}

export function toContract(row: { gegenstand: string; ende: string | null }) {
  return { name: row.gegenstand, ende: row.ende === null ? null : utcMidnightMs(row.ende) };
}
