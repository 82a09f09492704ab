export interface DemoUser {
  username: string;
  /** Shown in the dev-login dialog. */
  label: string;
}

/** Demo accounts for the dev login, the everyday commune user first. */
export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'kommune.viersen', label: 'Kommune Viersen (alle Funktionen)' },
  { username: 'kommune.brueggen', label: 'Kommune Brüggen (ohne Zusatzfunktionen)' },
  { username: 'new.mitarbeiter', label: 'NEW-Mitarbeiter (alle Kommunen, alle Funktionen)' },
  { username: 'admin', label: 'Administration (Konten freigeben)' },
  { username: 'bildung.lehrkraft', label: 'Bildungsportal: Lehrkraft aus Mönchengladbach' },
  { username: 'bildung.schule', label: 'Bildungsportal: Schule (nur Bildungsportal)' },
  { username: 'wartet.freigabe', label: 'Registriert, wartet auf Freigabe (Wegberg)' },
  { username: 'neu.registriert', label: 'Neu angemeldet, Registrierung offen' },
];
