import { TEXTS } from '@kp/contract/shell';
import type { DemoCommune } from './communes.ts';
import type { PortraitStyle } from './contact-people.ts';

export interface DemoUserRecord {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  style: PortraitStyle;
  confirmed: boolean;
  isAdmin: boolean;
  isNewEmployee: boolean;
  commune: DemoCommune['name'] | null;
  /** Every enable_* feature flag column on or off. */
  featureFlags: boolean;
  bildungsportalUser: boolean;
  kommunalportalAusblenden: boolean;
  showBildungsportal: boolean;
  faculties: readonly string[];
  /** What the registration dialog sent, for accounts waiting for approval. */
  preferred: { faculty: string; commune: string; telefon: string; at: string } | null;
  createdAt: string;
}

const base = {
  confirmed: true,
  isAdmin: false,
  isNewEmployee: false,
  commune: null,
  featureFlags: false,
  bildungsportalUser: false,
  kommunalportalAusblenden: false,
  showBildungsportal: false,
  faculties: [],
  preferred: null,
} as const;

/** Fictional accounts behind DEMO_USERS (server/src/auth/dev-login-accounts.ts); only .example mail domains. */
export const DEMO_USER_RECORDS: readonly DemoUserRecord[] = [
  {
    ...base,
    username: 'kommune.viersen',
    firstName: 'Lena',
    lastName: 'Hoffmann',
    email: 'lena.hoffmann@viersen.example',
    style: 'f',
    commune: 'Viersen',
    featureFlags: true,
    faculties: ['Kämmerei'],
    createdAt: '2023-03-14T08:12:00Z',
  },
  {
    ...base,
    username: 'kommune.brueggen',
    firstName: 'Heike',
    lastName: 'Stappen',
    email: 'heike.stappen@brueggen.example',
    style: 'f',
    commune: 'Brüggen',
    faculties: ['Bauamt'],
    createdAt: '2023-05-22T10:40:00Z',
  },
  {
    ...base,
    username: 'new.mitarbeiter',
    firstName: 'Felix',
    lastName: 'Hamacher',
    email: 'felix.hamacher@new.example',
    style: 'm',
    isNewEmployee: true,
    featureFlags: true,
    faculties: ['NEW-Mitarbeitende'],
    createdAt: '2023-01-09T07:30:00Z',
  },
  {
    ...base,
    username: 'admin',
    firstName: 'Carsten',
    lastName: 'Lamers',
    email: 'carsten.lamers@new.example',
    style: 'm',
    isAdmin: true,
    isNewEmployee: true,
    featureFlags: true,
    faculties: ['NEW-Mitarbeitende'],
    createdAt: '2023-01-02T07:00:00Z',
  },
  {
    ...base,
    username: 'bildung.lehrkraft',
    firstName: 'Maria',
    lastName: 'Schreiber',
    email: 'maria.schreiber@gesamtschule-mg.example',
    style: 'f',
    commune: 'Mönchengladbach',
    bildungsportalUser: true,
    faculties: [TEXTS.educationFaculty],
    createdAt: '2023-09-04T11:05:00Z',
  },
  {
    ...base,
    username: 'bildung.schule',
    firstName: 'Ralf',
    lastName: 'Oellers',
    email: 'ralf.oellers@realschule-viersen.example',
    style: 'm',
    bildungsportalUser: true,
    kommunalportalAusblenden: true,
    showBildungsportal: true,
    faculties: [TEXTS.educationFaculty],
    createdAt: '2023-09-18T13:20:00Z',
  },
  {
    ...base,
    username: 'wartet.freigabe',
    firstName: 'Sarah',
    lastName: 'Mevissen',
    email: 'sarah.mevissen@wegberg.example',
    style: 'f',
    confirmed: false,
    preferred: {
      faculty: 'Kämmerei',
      commune: 'Wegberg',
      telefon: '02434 83-215',
      at: '2024-02-05T09:47:00Z',
    },
    createdAt: '2024-02-05T09:41:00Z',
  },
  {
    ...base,
    username: 'neu.registriert',
    firstName: 'Jonas',
    lastName: 'Weber',
    email: 'jonas.weber@mail.example',
    style: 'm',
    confirmed: false,
    createdAt: '2024-02-12T15:03:00Z',
  },
];
