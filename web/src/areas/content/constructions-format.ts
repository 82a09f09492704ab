import type { ConstructionProject } from '@kp/contract/content';
import { formatDate } from '@kp/contract/shell';

/** 'DD.MM.YYYY – DD.MM.YYYY', or 'ab DD.MM.YYYY' while the end is open. */
export function projectPeriod(project: Pick<ConstructionProject, 'startDate' | 'endDate'>): string {
  const start = formatDate(project.startDate);
  return project.endDate ? `${start} – ${formatDate(project.endDate)}` : `ab ${start}`;
}

export type CommuneGroup = { commune: string; projects: ConstructionProject[] };

/** Projects grouped by commune (alphabetically), each group by start date, then title. */
export function groupByCommune(projects: ConstructionProject[]): CommuneGroup[] {
  const groups = new Map<string, ConstructionProject[]>();
  for (const project of projects) {
    const commune = project.commune.trim() || 'Ohne Kommune';
    groups.set(commune, [...(groups.get(commune) ?? []), project]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'de'))
    .map(([commune, list]) => ({
      commune,
      projects: list.sort(
        (a, b) =>
          a.startDate.localeCompare(b.startDate) || a.title.localeCompare(b.title, 'de') || a.id - b.id,
      ),
    }));
}

/** Projects with usable coordinates; others are listed but get no marker. */
export const hasPosition = (project: Pick<ConstructionProject, 'latitude' | 'longitude'>): boolean =>
  Number.isFinite(project.latitude) &&
  Number.isFinite(project.longitude) &&
  Math.abs(project.latitude) <= 90 &&
  Math.abs(project.longitude) <= 180 &&
  !(project.latitude === 0 && project.longitude === 0);
