import { z } from 'zod';
import { isoDay, required } from './funds-backoffice.ts';

/** Back-office form of a construction project (Bauprojekte, the construction map); the server validates with it. */

export const CONSTRUCTION_SPARTEN = ['Strom', 'Gas', 'Wasser', 'Glasfaser', 'Fernwärme'] as const;
export type ConstructionSparte = (typeof CONSTRUCTION_SPARTEN)[number];

/** Latitude and longitude in degrees (WGS 84, as the map shows them). */
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

const coordinate = (label: string, range: { min: number; max: number }) =>
  z
    .number({ message: `Bitte geben Sie die ${label} an (Dezimalgrad, z. B. 51,25).` })
    .refine(Number.isFinite, `Bitte geben Sie die ${label} an.`)
    .min(range.min, `Die ${label} liegt zwischen ${range.min} und ${range.max}.`)
    .max(range.max, `Die ${label} liegt zwischen ${range.min} und ${range.max}.`);

export const ConstructionProjectInputSchema = z
  .object({
    title: required('den Titel', 300),
    description: required('die Beschreibung', 5000),
    sparte: z.enum(CONSTRUCTION_SPARTEN, { message: 'Bitte wählen Sie eine Sparte.' }),
    commune: required('die Kommune', 200),
    street: required('die Straße', 300),
    startDate: isoDay('Bitte geben Sie den Beginn an (TT.MM.JJJJ).'),
    endDate: isoDay('Bitte ein Datum (TT.MM.JJJJ).')
      .or(z.literal(''))
      .nullish()
      .transform((day) => day || null),
    latitude: coordinate('Breite', LATITUDE_RANGE),
    longitude: coordinate('Länge', LONGITUDE_RANGE),
  })
  .superRefine((project, ctx) => {
    if (project.endDate && project.endDate < project.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Das Ende liegt vor dem Beginn.' });
    if (project.latitude === 0 && project.longitude === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['latitude'],
        message: 'Bitte wählen Sie die Position auf der Karte oder geben Sie die Koordinaten ein.',
      });
  });
export type ConstructionProjectInput = z.input<typeof ConstructionProjectInputSchema>;
export type ConstructionProjectData = z.output<typeof ConstructionProjectInputSchema>;
