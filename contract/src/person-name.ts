/** A person's name as the portal shows it everywhere: 'Vorname Nachname', else the username. */
export function displayName(person: {
  firstName?: string | null;
  lastName?: string | null;
  username: string;
}): string {
  return (
    [person.firstName, person.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || person.username
  );
}
