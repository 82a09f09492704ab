import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form validates with the contract's schema, the same one the server uses (decision 019); the
 * server's 400 `fields` still show beside the fields for what only it can check (unknown people, …).
 */
export const formResolver = (schema: z.ZodType) =>
  zodResolver(schema as never) as unknown as Resolver<FieldValues>;

/** German names of the fields the content forms share, for the version comparison. */
const SHARED_LABELS: Record<string, string> = {
  title: 'Titel',
  content1: 'Text 1',
  content2: 'Text 2',
  images: 'Bilder',
  fileDownloads: 'Downloads',
  interestingLinks: 'Ebenfalls interessant (Links)',
  personIds: 'Kontaktpersonen',
  showRegionalLeiter: 'Regionalleitung ohne Kontaktpersonen',
  requiredFlag: 'Nur für Nutzer mit Schalter',
  sortOrder: 'Reihenfolge',
  status: 'Status',
  publishedAt: 'Veröffentlichen ab',
};

/** The labels of a form's fields in this order for `<VersionHistory labels>`; `own` names the rest. */
export const versionLabels = (fields: string[], own: Record<string, string> = {}) =>
  Object.fromEntries(fields.map((field) => [field, own[field] ?? SHARED_LABELS[field] ?? field]));
