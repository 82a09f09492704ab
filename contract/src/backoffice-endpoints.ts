import { z } from 'zod';
import {
  AuditEntrySchema,
  BackofficeEntrySchema,
  BackofficeIdParamsSchema,
  BackofficeListQuerySchema,
  BackofficeListSchema,
  BackofficeVersionParamsSchema,
  ContentVersionSchema,
  ContentVersionSummarySchema,
  RevisionHeadersSchema,
} from './backoffice.ts';
import { ConcessionTopicInputSchema } from './concessions-backoffice.ts';
import { ConstructionProjectInputSchema } from './construction-backoffice.ts';
import {
  AboutPageInputSchema,
  ContactPersonInputSchema,
  FaqEntryInputSchema,
  NewCompanyInputSchema,
  ServiceAreaInputSchema,
  ServiceInputSchema,
  SubServiceInputSchema,
} from './content-backoffice.ts';
import {
  EducationMaterialInputSchema,
  EducationMenuItemInputSchema,
  EducationSettingsInputSchema,
} from './education-backoffice.ts';
import { defineEndpoint } from './endpoint.ts';
import { FundingProgrammeInputSchema, FundingTopicInputSchema } from './funds-backoffice.ts';
import { HeatFaqEntryInputSchema } from './heat-planning-backoffice.ts';
import { MomentInputSchema, MomentsSettingsInputSchema } from './moments-backoffice.ts';
import { NewsDetailSchema } from './news.ts';
import { NewsPostInputSchema } from './news-backoffice.ts';
import {
  CommuneDirectoryInputSchema,
  CommuneInputSchema,
  PortalSettingsInputSchema,
  RoleInputSchema,
} from './shell-backoffice.ts';

// The back office's content types (decision 019): per type a list, a read, the writes it allows and its
// versions, each an endpoint of its own. The server implements each type in its area
// (server/src/areas/<area>/backoffice.ts) and refuses to start when one differs from this list.

type Write = 'create' | 'update' | 'remove';
const ALL_WRITES = ['create', 'update', 'remove'] as const satisfies readonly Write[];

/** What the API offers of one content type: its form's schema, who may use it, which writes. */
type ResourceDeclaration = {
  input: z.ZodType;
  access: 'editor' | 'admin';
  writes: readonly Write[];
};

const tags = ['backoffice'] as const;

/** The endpoints of one content type under /backoffice/<name>. */
function resourceEndpoints(name: string, { input, access, writes }: ResourceDeclaration) {
  const base = `/backoffice/${name}`;
  const common = { access, tags } as const;
  return {
    list: defineEndpoint({
      ...common,
      method: 'GET',
      path: base,
      summary: `Eine Seite der Liste (${name}): Suche, Filter, Sortierung`,
      query: BackofficeListQuerySchema,
      answers: { 200: BackofficeListSchema },
    }),
    read: defineEndpoint({
      ...common,
      method: 'GET',
      path: `${base}/:id`,
      summary: `Ein Eintrag (${name}) mit seiner Revision`,
      params: BackofficeIdParamsSchema,
      answers: { 200: BackofficeEntrySchema },
    }),
    ...(writes.includes('create')
      ? {
          create: defineEndpoint({
            ...common,
            method: 'POST',
            path: base,
            summary: `Legt einen Eintrag an (${name})`,
            body: input,
            answers: { 200: BackofficeEntrySchema },
          }),
        }
      : {}),
    ...(writes.includes('update')
      ? {
          update: defineEndpoint({
            ...common,
            method: 'PUT',
            path: `${base}/:id`,
            summary: `Speichert einen Eintrag (${name}); 409, wenn seit der gezeigten Revision jemand gespeichert hat`,
            params: BackofficeIdParamsSchema,
            headers: RevisionHeadersSchema,
            body: input,
            answers: { 200: BackofficeEntrySchema },
          }),
        }
      : {}),
    ...(writes.includes('remove')
      ? {
          remove: defineEndpoint({
            ...common,
            method: 'DELETE',
            path: `${base}/:id`,
            summary: `Löscht oder archiviert einen Eintrag (${name})`,
            params: BackofficeIdParamsSchema,
            answers: { 200: z.object({ id: z.number() }) },
          }),
        }
      : {}),
    versions: defineEndpoint({
      ...common,
      method: 'GET',
      path: `${base}/:id/versions`,
      summary: `Die Versionen eines Eintrags (${name}), neueste zuerst`,
      params: BackofficeIdParamsSchema,
      answers: { 200: z.array(ContentVersionSummarySchema) },
    }),
    version: defineEndpoint({
      ...common,
      method: 'GET',
      path: `${base}/:id/versions/:version`,
      summary: `Eine Version eines Eintrags (${name})`,
      params: BackofficeVersionParamsSchema,
      answers: { 200: ContentVersionSchema },
    }),
    restore: defineEndpoint({
      ...common,
      method: 'POST',
      path: `${base}/:id/versions/:version/restore`,
      summary: `Stellt eine Version als neue wieder her (${name})`,
      params: BackofficeVersionParamsSchema,
      headers: RevisionHeadersSchema,
      answers: { 200: BackofficeEntrySchema },
    }),
  };
}

const editor = (input: z.ZodType, writes: readonly Write[] = ALL_WRITES): ResourceDeclaration => ({
  input,
  access: 'editor',
  writes,
});
const admin = (input: z.ZodType, writes: readonly Write[]): ResourceDeclaration => ({
  input,
  access: 'admin',
  writes,
});

/** Every content type of the back office by its URL name. */
const RESOURCES = {
  'service-areas': editor(ServiceAreaInputSchema),
  services: editor(ServiceInputSchema),
  'sub-services': editor(SubServiceInputSchema),
  'contact-people': editor(ContactPersonInputSchema),
  'about-page': editor(AboutPageInputSchema, ['create', 'update']),
  'new-companies': editor(NewCompanyInputSchema),
  'faq-entries': editor(FaqEntryInputSchema),
  'heat-faq-entries': editor(HeatFaqEntryInputSchema),
  'education-menu-items': editor(EducationMenuItemInputSchema),
  'education-materials': editor(EducationMaterialInputSchema),
  'education-settings': editor(EducationSettingsInputSchema, ['update']),
  communes: editor(CommuneInputSchema, ['update']),
  'portal-settings': admin(PortalSettingsInputSchema, ['update']),
  'commune-directory': admin(CommuneDirectoryInputSchema, ['create', 'update']),
  roles: admin(RoleInputSchema, ['create', 'update']),
  'concession-topics': editor(ConcessionTopicInputSchema),
  'funding-topics': editor(FundingTopicInputSchema),
  'funding-programmes': editor(FundingProgrammeInputSchema),
  'construction-projects': editor(ConstructionProjectInputSchema),
  moments: editor(MomentInputSchema),
  'moments-settings': editor(MomentsSettingsInputSchema, ['update']),
  'news-posts': editor(NewsPostInputSchema),
} as const;

type ResourceEndpoints = ReturnType<typeof resourceEndpoints>;

/** The endpoints of every content type, by its URL name: the react-admin resource of the same name. */
export const backofficeResourceEndpoints = Object.fromEntries(
  Object.entries(RESOURCES).map(([name, declaration]) => [name, resourceEndpoints(name, declaration)]),
) as { [Name in keyof typeof RESOURCES]: ResourceEndpoints };

export const backofficeEndpoints = {
  /** The preview of an unsaved news or press post: the reader's detail answer. */
  newsPreview: defineEndpoint({
    method: 'POST',
    path: '/backoffice/news-posts/preview',
    access: 'editor',
    tags,
    summary: 'Vorschau einer Nachricht, wie Leser sie sehen',
    body: NewsPostInputSchema,
    answers: { 200: NewsDetailSchema },
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/backoffice/audit',
    access: 'admin',
    tags,
    summary: 'Das Protokoll: wer wann was geändert hat, neueste zuerst',
    query: BackofficeListQuerySchema,
    answers: { 200: z.object({ items: z.array(AuditEntrySchema), total: z.number() }) },
  }),
};
