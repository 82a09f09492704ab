import type { MediaUse } from '@kp/contract/media-backoffice';
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../backoffice/resource.ts';
import type { Db } from '../../db/client.ts';
import {
  aboutUs,
  communeProfiles,
  communes,
  concessionTopicEntries,
  constructionProjects,
  contactPeople,
  educationMaterials,
  educationMenuItems,
  educationSettings,
  faqEntries,
  foerdermittel,
  foerderthemen,
  heatFaqEntries,
  moments,
  newCompanies,
  newsPosts,
  serviceAreas,
  services,
  subServices,
} from '../../db/schema/index.ts';

/**
 * Content that may hold a media file's url: in an image or document column, in a JSON list of images or
 * downloads, or in rich text. Every text and JSON column of these tables is searched, so a new column is
 * covered without a change here; a new content table must be added to the list.
 */
interface UsageSource {
  /** The table's name, as the use names its source. */
  source: string;
  /** German, singular: what the editor sees ('Nachricht „…“'). */
  label: string | SQL;
  table: PgTable;
  id: PgColumn | SQL;
  title: PgColumn | SQL;
}

const USAGE_SOURCES: UsageSource[] = [
  {
    source: 'news_posts',
    label: sql`case when ${newsPosts.isPress} then 'Pressemitteilung' else 'Nachricht' end`,
    table: newsPosts,
    id: newsPosts.id,
    title: newsPosts.title,
  },
  {
    source: 'service_areas',
    label: 'Fachbereich',
    table: serviceAreas,
    id: serviceAreas.id,
    title: serviceAreas.title,
  },
  { source: 'services', label: 'Leistung', table: services, id: services.id, title: services.title },
  {
    source: 'sub_services',
    label: 'Unterleistung',
    table: subServices,
    id: subServices.id,
    title: subServices.title,
  },
  {
    source: 'contact_people',
    label: 'Ansprechperson',
    table: contactPeople,
    id: contactPeople.id,
    title: sql`${contactPeople.firstname} || ' ' || ${contactPeople.lastname}`,
  },
  { source: 'about_us', label: 'Über uns', table: aboutUs, id: aboutUs.id, title: aboutUs.title },
  {
    source: 'new_companies',
    label: 'Gesellschaft',
    table: newCompanies,
    id: newCompanies.id,
    title: newCompanies.title,
  },
  {
    source: 'faq_entries',
    label: 'FAQ-Eintrag',
    table: faqEntries,
    id: faqEntries.id,
    title: faqEntries.titel,
  },
  {
    source: 'heat_faq_entries',
    label: 'FAQ Wärmeplanung',
    table: heatFaqEntries,
    id: heatFaqEntries.id,
    title: heatFaqEntries.titel,
  },
  {
    source: 'construction_projects',
    label: 'Baustelle',
    table: constructionProjects,
    id: constructionProjects.id,
    title: constructionProjects.title,
  },
  {
    source: 'foerderthemen',
    label: 'Förderthema',
    table: foerderthemen,
    id: foerderthemen.id,
    title: foerderthemen.titel,
  },
  {
    source: 'foerdermittel',
    label: 'Förderprogramm',
    table: foerdermittel,
    id: foerdermittel.id,
    title: foerdermittel.foerdertitel,
  },
  { source: 'moments', label: 'Moment', table: moments, id: moments.id, title: moments.titel },
  {
    source: 'education_menu_items',
    label: 'Bildungsportal-Menüpunkt',
    table: educationMenuItems,
    id: educationMenuItems.id,
    title: educationMenuItems.name,
  },
  {
    source: 'education_materials',
    label: 'Bildungsmaterial',
    table: educationMaterials,
    id: educationMaterials.id,
    title: educationMaterials.titel,
  },
  {
    source: 'education_settings',
    label: 'Bildungsportal',
    table: educationSettings,
    id: educationSettings.id,
    title: sql`'Sponsoring und Kontakt'`,
  },
  { source: 'communes', label: 'Kommune', table: communes, id: communes.id, title: communes.name },
  {
    source: 'commune_profiles',
    label: 'Kommunenprofil',
    table: communeProfiles,
    id: communeProfiles.communeId,
    title: sql`coalesce(${communeProfiles.mayorName}, 'Bürgermeister')`,
  },
  {
    source: 'concession_topic_entries',
    label: 'Konzessionsthema',
    table: concessionTopicEntries,
    id: concessionTopicEntries.id,
    title: sql`'Eintrag vom ' || to_char(${concessionTopicEntries.datum}, 'DD.MM.YYYY')`,
  },
];

/** The text and JSON columns of a table (generated ones such as the search title are derived). */
function searchedColumns(table: PgTable): PgColumn[] {
  return getTableConfig(table).columns.filter(
    (column) => (column.dataType === 'string' || column.dataType === 'json') && !column.generated,
  );
}

/** The token of a media url, as it stands in content: `media/<uuid>` (with or without the /api prefix). */
const TOKEN_PATTERN = 'media/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

function sourceQuery(source: UsageSource, tokens: SQL): SQL {
  const haystack = sql.join(
    searchedColumns(source.table).map((column) =>
      column.dataType === 'json' ? sql`${column}::text` : sql`${column}`,
    ),
    sql`, `,
  );
  const label = typeof source.label === 'string' ? sql`${source.label}::text` : source.label;
  // One scan of each row finds every media token in it; only the asked-for ones are kept.
  return sql`select distinct ${source.source}::text as source, ${label} as label, ${source.id} as id,
    (${source.title})::text as title, found.match[1] as token
    from ${source.table}
    cross join lateral (select concat_ws(' ', ${haystack}) as text) as content
    cross join lateral regexp_matches(content.text, ${TOKEN_PATTERN}, 'g') as found(match)
    where strpos(content.text, 'media/') > 0 and found.match[1] in (${tokens})`;
}

interface UseRow {
  source: string;
  label: string;
  id: number;
  title: string | null;
  token: string;
}

/** Where each of the files (by token) is used: every content entry whose fields or text hold its url. */
export async function usesOf(db: Db | Tx, tokens: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(tokens.map((token) => [token, []]));
  if (tokens.length === 0) return uses;
  const tokenList = sql.join(
    tokens.map((token) => sql`${token}`),
    sql`, `,
  );
  const query = sql.join(
    USAGE_SOURCES.map((source) => sql`(${sourceQuery(source, tokenList)})`),
    sql` union all `,
  );
  const result = (await db.execute(query)) as unknown as { rows: UseRow[] };
  const collator = new Intl.Collator('de');
  const rows = result.rows.sort(
    (a, b) =>
      collator.compare(a.label, b.label) || collator.compare(a.title ?? '', b.title ?? '') || a.id - b.id,
  );
  for (const row of rows) {
    uses.get(row.token)?.push({
      source: row.source,
      label: row.label,
      id: Number(row.id),
      title: row.title ?? '',
    });
  }
  return uses;
}

/** How a use is named in a message: 'Nachricht „Titel“'. */
export const describeUse = (use: MediaUse) => `${use.label} „${use.title}“`;
