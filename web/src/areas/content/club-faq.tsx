import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Disclosure } from '../../ui/disclosure.tsx';
import { clubFaqFor } from './club-faq-content.ts';

/** The fixed FAQ of 'NEW-Vereinsförderung' and 'NEW-Laufserie' (spec 01 §2, sub-service page), else nothing. */
export function ClubFaq({ title }: { title: string }) {
  const id = useId();
  const items = clubFaqFor(title);
  if (!items) return null;
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: 5 }}>
      <Typography id={`${id}-heading`} variant="h2" sx={{ mb: 2 }}>
        Häufige Fragen
      </Typography>
      <div>
        {items.map((item) => (
          <Disclosure
            key={item.question}
            summary={
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            }
          >
            <Typography>{item.answer}</Typography>
          </Disclosure>
        ))}
      </div>
    </Box>
  );
}
