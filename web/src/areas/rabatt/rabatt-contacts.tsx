import type { Person } from '@kp/contract/access';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { PersonCard } from '../../ui/person-card.tsx';
import { communeResponsibleQuery, lieferstellenContactQuery } from './api.ts';

/**
 * Who the commune can ask (spec 02 §3): its responsible person at the utility and the Kommunalrabatt team's
 * contact. A call that answers 404 (nobody set) leaves its part out; with neither, the box is left out.
 */
export function RabattContacts({ commune }: { commune: string }) {
  const headingId = useId();
  const responsible = useQuery({
    ...communeResponsibleQuery(commune),
    meta: { silentStatuses: [404] },
  });
  const contact = useQuery(lieferstellenContactQuery());
  const people: Person[] = [];
  if (responsible.data) {
    const { firstName, lastName, email, image } = responsible.data;
    people.push(
      asPerson({
        id: 1,
        firstname: firstName,
        lastname: lastName,
        email,
        customTitle: 'Zuständig für Ihre Kommune',
        // The portrait, not initials, when the person has one (decision 010).
        image: image ? { url: image } : null,
      }),
    );
  }
  if (contact.data) {
    const { firstname, lastname, customTitle, email, phone, image } = contact.data;
    people.push(
      asPerson({
        id: 2,
        firstname,
        lastname,
        email,
        phone,
        customTitle: customTitle || 'Ansprechpartner Kommunalrabatt',
        image: image ? { url: image } : null,
      }),
    );
  }
  if (people.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 3, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Ihre Ansprechpartner
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {people.map((person) => (
          <PersonCard key={person.id} person={person} />
        ))}
      </Box>
    </Paper>
  );
}

/** The shared contact card takes a Person; these two calls answer the spec's own contact shapes (§3). */
const asPerson = (
  fields: Pick<Person, 'id' | 'firstname' | 'lastname' | 'customTitle'> & Partial<Person>,
): Person => ({
  name: `${fields.firstname} ${fields.lastname}`.trim(),
  email: null,
  phone: null,
  info: null,
  image: null,
  ...fields,
});
