import type { Image } from '@kp/contract/access';
import type {
  AboutUs,
  ConstructionProject,
  FaqEntry,
  FileDownload,
  InterestingLink,
  NewCompany,
  Service,
  ServiceArea,
  ServiceSummary,
  SubService,
  SubServiceRef,
} from '@kp/contract/content';
import type {
  aboutUs,
  constructionProjects,
  faqEntries,
  newCompanies,
  StoredDownload,
  StoredImage,
  StoredLink,
  serviceAreas,
  services,
  subServices,
} from '../../db/schema/index.ts';
import { type PersonRow, toImage, toPerson } from '../../lib/present.ts';
import { markdownToHtml } from '../../lib/rich-text.ts';

type ServiceAreaRow = typeof serviceAreas.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type SubServiceRow = typeof subServices.$inferSelect;
type NewCompanyRow = typeof newCompanies.$inferSelect;
/** The id and title a nested entry is referred by. */
export type Ref = { id: number; title: string };

const toImages = (stored: StoredImage[]): Image[] =>
  stored.flatMap((image) => toImage(image.url, image.smallUrl, image.caption) ?? []);

const toFileDownloads = (stored: StoredDownload[]): FileDownload[] =>
  stored.map(({ id, caption, name, url }) => ({ id, caption: caption ?? null, name, url }));

const toLinks = (stored: StoredLink[]): InterestingLink[] =>
  stored.map(({ id, title, link }) => ({ id, title, link }));

/** The columns every content page shares; the markdown is rendered once, when the catalogue is built. */
function pageOf(row: ServiceAreaRow | ServiceRow | SubServiceRow, persons: PersonRow[]) {
  return {
    id: row.id,
    title: row.title,
    content1: row.content1,
    content2: row.content2,
    content1Html: markdownToHtml(row.content1),
    content2Html: markdownToHtml(row.content2),
    images: toImages(row.images),
    personsInCharge: persons.map(toPerson),
    showRegionalLeiter: row.showRegionalLeiter,
    fileDownloads: toFileDownloads(row.fileDownloads),
    interestingLinks: toLinks(row.interestingLinks),
  };
}

export const toRef = (row: Ref): Ref => ({ id: row.id, title: row.title });

/** A service as its service area lists it. */
export function toServiceSummary(service: Service): ServiceSummary {
  return {
    id: service.id,
    title: service.title,
    content1: service.content1,
    subServices: service.subServices,
  };
}

export function toServiceArea(
  row: ServiceAreaRow,
  persons: PersonRow[],
  summaries: ServiceSummary[],
): ServiceArea {
  return {
    ...pageOf(row, persons),
    route: row.route,
    icon: row.icon,
    headerImage: toImage(row.headerImageUrl),
    services: summaries,
  };
}

export function toService(row: ServiceRow, persons: PersonRow[], area: Ref, subs: SubServiceRef[]): Service {
  return { ...pageOf(row, persons), subServices: subs, serviceArea: area };
}

export function toSubService(
  row: SubServiceRow,
  persons: PersonRow[],
  service: Ref & { serviceArea: Ref },
): SubService {
  return { ...pageOf(row, persons), service };
}

export function toNewCompany(row: NewCompanyRow, persons: PersonRow[]): NewCompany {
  return {
    id: row.id,
    title: row.title,
    content1: row.content1,
    content1Html: markdownToHtml(row.content1),
    images: toImages(row.images),
    personsInCharge: persons.map(toPerson),
  };
}

export function toAboutUs(
  row: typeof aboutUs.$inferSelect,
  companies: NewCompany[],
  video: string | null,
): AboutUs {
  return {
    title: row.title,
    content1: row.content1,
    content2: row.content2,
    content1Html: markdownToHtml(row.content1),
    content2Html: markdownToHtml(row.content2),
    images: toImages(row.images),
    video,
    NewGroupOptions: companies.map((newCompany) => ({ id: newCompany.id, newCompany })),
  };
}

export function toFaqEntry(row: typeof faqEntries.$inferSelect): FaqEntry {
  return {
    id: row.id,
    Titel: row.titel,
    Text: row.text,
    TextHtml: markdownToHtml(row.text),
    image: toImage(row.imageUrl),
  };
}

export function toConstructionProject(row: typeof constructionProjects.$inferSelect): ConstructionProject {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    sparte: row.sparte,
    commune: row.commune,
    street: row.street,
    startDate: row.startDate,
    endDate: row.endDate,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
