import { TEXTS } from '@kp/contract/shell';

export interface ReferenceFaculty {
  name: string;
  /** Offered as a role in the registration dialog. */
  selectable: boolean;
}

/** Registration roles in dialog order, then the roles only staff assign (spec 01 §4). Applied by apply.ts. */
export const REFERENCE_FACULTIES: readonly ReferenceFaculty[] = [
  { name: 'Bürgermeisterin / Bürgermeister', selectable: true },
  { name: 'Kämmerei', selectable: true },
  { name: 'Bauamt', selectable: true },
  { name: 'Umwelt und Klimaschutz', selectable: true },
  { name: 'Wirtschaftsförderung', selectable: true },
  { name: 'Liegenschaften', selectable: true },
  { name: 'Gebäudemanagement', selectable: true },
  { name: 'Schulverwaltung', selectable: true },
  // The registration dialog reacts to this exact name (spec 01 §4).
  { name: TEXTS.boardMembers, selectable: true },
  { name: 'Sonstiges', selectable: true },
  { name: TEXTS.educationFaculty, selectable: false },
  { name: 'NEW-Mitarbeitende', selectable: false },
];
