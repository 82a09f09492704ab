import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { FaqItem } from './club-faq-content.ts';

/** The fixed FAQ of 'NEW-Vereinsförderung' and 'NEW-Laufserie' (spec 01 §2, sub-service page). */
export function ClubFaq({ items }: { items: FaqItem[] }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: 5 }}>
      <Typography id={`${id}-heading`} variant="h2" sx={{ mb: 2 }}>
        Häufige Fragen
      </Typography>
      <div>
        {items.map((item, index) => (
          <Accordion
            key={item.question}
            disableGutters
            variant="outlined"
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`${id}-q${index}`}
              aria-controls={`${id}-a${index}`}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography>{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Box>
  );
}
