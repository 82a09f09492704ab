import type { Person } from '@kp/contract/access';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PersonCard } from './person-card.tsx';

/** The right column of content pages (spec 01 §2, contact column): heading 'Kontakt' and contact boxes. */
export function ContactColumn({ persons }: { persons: Person[] }) {
  const headingId = useId();
  if (persons.length === 0) return null;
  return (
    <Box component="aside" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Kontakt
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {persons.map((person) => (
          <Paper component="li" key={person.id} variant="outlined" sx={{ p: 2 }}>
            <PersonCard person={person} layout="responsive" />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
