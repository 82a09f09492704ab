/**
 * The material list's filters (spec 02 §2, education portal): the age-group dropdown and the topic buttons
 * with counts, first 'Alle'. Pure, so the rules are tested without a browser.
 */

/** What the filters read of a material card. */
export type FilterableMaterial = {
  Themas: { Name: string }[];
  Jahrgangsstufen: { Bezeichnung: string }[];
};

/** One topic button: `topic` null is 'Alle'. */
export type TopicButton = { topic: string | null; title: string; count: number };

const distinct = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

const byGerman = (a: string, b: string) => a.localeCompare(b, 'de', { numeric: true });

/** The age groups that occur in the list, in natural order ('Klasse 1-4' before 'Klasse 10'). */
export function ageGroupOptions(materials: FilterableMaterial[]): string[] {
  return distinct(
    materials.flatMap((material) => material.Jahrgangsstufen.map((age) => age.Bezeichnung)),
  ).sort(byGerman);
}

export function hasAgeGroup(material: FilterableMaterial, ageGroup: string | null): boolean {
  return ageGroup === null || material.Jahrgangsstufen.some((age) => age.Bezeichnung.trim() === ageGroup);
}

export function hasTopic(material: FilterableMaterial, topic: string | null): boolean {
  return topic === null || material.Themas.some((entry) => entry.Name.trim() === topic);
}

/**
 * 'Alle' first, then every topic of the materials of the chosen age group, alphabetically. The counts are
 * those of the age group, so a button tells how many cards it will show.
 */
export function topicButtons(materials: FilterableMaterial[], ageGroup: string | null, allLabel: string) {
  const inAgeGroup = materials.filter((material) => hasAgeGroup(material, ageGroup));
  const counts = new Map<string, number>();
  for (const material of inAgeGroup) {
    // A topic listed twice on one material counts that material once.
    for (const topic of distinct(material.Themas.map((entry) => entry.Name))) {
      counts.set(topic, (counts.get(topic) ?? 0) + 1);
    }
  }
  const topics = [...counts.entries()]
    .sort(([a], [b]) => byGerman(a, b))
    .map(([topic, count]): TopicButton => ({ topic, title: topic, count }));
  return [{ topic: null, title: allLabel, count: inAgeGroup.length }, ...topics];
}

/** The cards to show: in the age group and with the topic; the server's order (events by date) is kept. */
export function filterMaterials<T extends FilterableMaterial>(
  materials: T[],
  filters: { ageGroup: string | null; topic: string | null },
): T[] {
  return materials.filter(
    (material) => hasAgeGroup(material, filters.ageGroup) && hasTopic(material, filters.topic),
  );
}

/**
 * The filters of the URL; a value no material carries (an old link, another category) counts as none, so
 * the list never ends up empty through a stale link.
 */
export function readFilters(
  params: URLSearchParams,
  materials: FilterableMaterial[],
): { ageGroup: string | null; topic: string | null } {
  const wantedAge = params.get(AGE_PARAM);
  const ageGroup = wantedAge && ageGroupOptions(materials).includes(wantedAge) ? wantedAge : null;
  const wantedTopic = params.get(TOPIC_PARAM);
  const topic =
    wantedTopic &&
    materials.some((material) => hasAgeGroup(material, ageGroup) && hasTopic(material, wantedTopic))
      ? wantedTopic
      : null;
  return { ageGroup, topic };
}

export const AGE_PARAM = 'altersgruppe';
export const TOPIC_PARAM = 'thema';

/** What the hashtags are made of: topics, subjects and age groups (spec 02 §2). */
export type TaggedMaterial = FilterableMaterial & { Schulfaecher: { Name: string }[] };

/** The card's hashtags, each once, in the spec's order: topics, subjects, age groups. */
export function materialHashtags(material: TaggedMaterial, hashtag: (text: string) => string): string[] {
  const sources = [
    ...material.Themas.map((entry) => entry.Name),
    ...material.Schulfaecher.map((entry) => entry.Name),
    ...material.Jahrgangsstufen.map((entry) => entry.Bezeichnung),
  ];
  return [...new Set(sources.filter((text) => text.trim()).map(hashtag))];
}
