import { z } from 'zod';
import { ImageSchema, PersonSchema } from './access.ts';

/** A file of the contact column's 'Downloads' (spec 01 §3, ServiceArea.fileDownloads). */
export const FileDownloadSchema = z.object({
  id: z.number(),
  caption: z.string().nullable(),
  name: z.string(),
  url: z.string(),
});
export type FileDownload = z.infer<typeof FileDownloadSchema>;

/** A link of the contact column's 'Ebenfalls Interessant'; external ones open in a new tab. */
export const InterestingLinkSchema = z.object({ id: z.number(), title: z.string(), link: z.string() });
export type InterestingLink = z.infer<typeof InterestingLinkSchema>;

export const SubServiceRefSchema = z.object({ id: z.number(), title: z.string() });
export type SubServiceRef = z.infer<typeof SubServiceRefSchema>;

/** A service as its service area lists it: enough for the buttons and the drawer's sub-menu. */
export const ServiceSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  content1: z.string(),
  subServices: z.array(SubServiceRefSchema),
});
export type ServiceSummary = z.infer<typeof ServiceSummarySchema>;

/** ServiceArea of spec 01 §3. `services` hide what the caller's feature flags hide. */
export const ServiceAreaSchema = z.object({
  id: z.number(),
  title: z.string(),
  route: z.string().nullable(),
  icon: z.string().nullable(),
  headerImage: ImageSchema.nullable(),
  content1: z.string(),
  content2: z.string(),
  /** content1 and content2 as HTML the server rendered and sanitised; the web app shows these. */
  content1Html: z.string(),
  content2Html: z.string(),
  images: z.array(ImageSchema),
  services: z.array(ServiceSummarySchema),
  personsInCharge: z.array(PersonSchema),
  showRegionalLeiter: z.boolean(),
  fileDownloads: z.array(FileDownloadSchema),
  interestingLinks: z.array(InterestingLinkSchema),
});
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;

const AreaRefSchema = z.object({ id: z.number(), title: z.string() });

/** Service of spec 01 §3. */
export const ServiceSchema = z.object({
  id: z.number(),
  title: z.string(),
  content1: z.string(),
  content2: z.string(),
  /** content1 and content2 as HTML the server rendered and sanitised; the web app shows these. */
  content1Html: z.string(),
  content2Html: z.string(),
  images: z.array(ImageSchema),
  subServices: z.array(SubServiceRefSchema),
  personsInCharge: z.array(PersonSchema),
  showRegionalLeiter: z.boolean(),
  serviceArea: AreaRefSchema,
  fileDownloads: z.array(FileDownloadSchema),
  interestingLinks: z.array(InterestingLinkSchema),
});
export type Service = z.infer<typeof ServiceSchema>;

/** SubService of spec 01 §3, with its own content for the generic sub-service page. */
export const SubServiceSchema = z.object({
  id: z.number(),
  title: z.string(),
  content1: z.string(),
  content2: z.string(),
  /** content1 and content2 as HTML the server rendered and sanitised; the web app shows these. */
  content1Html: z.string(),
  content2Html: z.string(),
  images: z.array(ImageSchema),
  personsInCharge: z.array(PersonSchema),
  showRegionalLeiter: z.boolean(),
  service: z.object({ id: z.number(), title: z.string(), serviceArea: AreaRefSchema }),
  fileDownloads: z.array(FileDownloadSchema),
  interestingLinks: z.array(InterestingLinkSchema),
});
export type SubService = z.infer<typeof SubServiceSchema>;

/** NewCompany (group company) of spec 01 §3. */
export const NewCompanySchema = z.object({
  id: z.number(),
  title: z.string(),
  content1: z.string(),
  /** content1 as HTML the server rendered and sanitised. */
  content1Html: z.string(),
  images: z.array(ImageSchema),
  personsInCharge: z.array(PersonSchema),
});
export type NewCompany = z.infer<typeof NewCompanySchema>;

/**
 * About-us of spec 01 §3. `video` is editorial embed code; the server keeps only an iframe from an allowed
 * host (VIDEO_EMBED_HOSTS) and the web app checks its address again before it renders its own iframe.
 */
export const AboutUsSchema = z.object({
  title: z.string(),
  content1: z.string(),
  content2: z.string(),
  /** content1 and content2 as HTML the server rendered and sanitised; the web app shows these. */
  content1Html: z.string(),
  content2Html: z.string(),
  images: z.array(ImageSchema),
  video: z.string().nullable(),
  NewGroupOptions: z.array(z.object({ id: z.number(), newCompany: NewCompanySchema })),
});
export type AboutUs = z.infer<typeof AboutUsSchema>;

/** FAQ entry of spec 01 §3: question (Titel) and markdown answer (Text), optional image. */
export const FaqEntrySchema = z.object({
  id: z.number(),
  Titel: z.string(),
  Text: z.string(),
  /** Text as HTML the server rendered and sanitised. */
  TextHtml: z.string(),
  image: ImageSchema.nullable(),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

/** A construction project of the construction map (/constructions-map); the spec leaves its fields open. */
export const ConstructionProjectSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  sparte: z.string(),
  commune: z.string(),
  street: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ConstructionProject = z.infer<typeof ConstructionProjectSchema>;

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const ServiceAreaParamsSchema = z.object({ serviceAreaId: id });
export const ServiceParamsSchema = z.object({ serviceId: id });
export const SubServiceParamsSchema = z.object({ subServiceId: id });
export const NewCompanyParamsSchema = z.object({ newCompanyId: id });

/** GET /api/portal-config: the settings of the server the web app needs at run time. */
export const PortalConfigSchema = z.object({
  mapTileUrl: z.string().nullable(),
  mapTileAttribution: z.string(),
  wishChargerMapUrl: z.string().nullable(),
});
export type PortalConfig = z.infer<typeof PortalConfigSchema>;
