import { HEAT_FAQ_SECTIONS } from '@kp/contract/heat-planning-constants';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { heatFaqQuery } from './api.ts';

/** The three accordion groups of the heat-planning FAQ (spec 02 §2): Allgemein, Endverbraucher:innen, Kommunen. */
export function HeatFaq({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const faq = useQuery(heatFaqQuery());
  if (faq.isPending) return <LoadingStatus text="Fragen werden geladen …" />;
  if (faq.isError) return <LoadFailed error={faq.error} onRetry={() => void faq.refetch()} />;
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {HEAT_FAQ_SECTIONS.map((section) => (
        <Box component="section" key={section.key} aria-labelledby={`heat-faq-${section.key}`}>
          <Typography id={`heat-faq-${section.key}`} component={headingLevel} variant="h4" sx={{ mb: 1.5 }}>
            {section.title}
          </Typography>
          {faq.data[section.key].Eintraege.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              Zu diesem Thema gibt es noch keine Fragen.
            </Typography>
          ) : (
            faq.data[section.key].Eintraege.map((entry) => (
              <Accordion key={entry.id} disableGutters variant="outlined">
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {entry.Titel}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <RichText html={entry.TextHtml} />
                </AccordionDetails>
              </Accordion>
            ))
          )}
        </Box>
      ))}
    </Box>
  );
}
