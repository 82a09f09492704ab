import { fileUrl } from '@kp/contract/api-base';
import type { FaqEntry } from '@kp/contract/content';
import { CONTENT_TEXTS } from '@kp/contract/content-constants';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { useUser } from '../../app/session.ts';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { contactPersons } from '../../ui/contact-persons.ts';
import { MainAside } from '../../ui/main-aside.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { faqQuery } from './faq-api.ts';

/** The FAQ page (spec 01 §2): question and markdown answer as an accordion, the commune partner on the right. */
export function FaqPage() {
  useDocumentTitle('FAQ');
  const user = useUser();
  const { data: entries, isError } = useQuery(faqQuery());

  return (
    <MainAside
      gap={{ xs: 3, md: 4 }}
      aside={
        <ContactColumn persons={contactPersons({ personsInCharge: [], showRegionalLeiter: false }, user)} />
      }
    >
      <Box sx={{ maxWidth: 900 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          Häufig gestellte Fragen
        </Typography>
        {!entries && isError ? (
          <Typography>Die Fragen konnten nicht geladen werden.</Typography>
        ) : !entries ? (
          <FaqSkeleton />
        ) : entries.length === 0 ? (
          <Typography>{CONTENT_TEXTS.faqEmpty}</Typography>
        ) : (
          <Box>
            {entries.map((entry) => (
              <FaqItem key={entry.id} entry={entry} />
            ))}
          </Box>
        )}
      </Box>
    </MainAside>
  );
}

function FaqItem({ entry }: { entry: FaqEntry }) {
  const id = useId();
  const image = fileUrl(entry.image?.url);
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ '& + &': { mt: '-1px' } }}
    >
      <AccordionSummary id={`${id}-frage`} aria-controls={`${id}-antwort`} expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.0625rem', py: 0.5 }}>
          {entry.Titel}
        </Typography>
      </AccordionSummary>
      <AccordionDetails
        sx={{
          pt: 0,
          // Headings inside an answer stay below the question in size.
          '&& h2, && h3': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
        }}
      >
        <RichText html={entry.TextHtml} />
        {image && (
          <Box component="figure" sx={{ m: 0, mt: 2 }}>
            <Box
              component="img"
              src={image}
              alt={entry.image?.caption?.trim() ?? ''}
              loading="lazy"
              sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1 }}
            />
            {entry.image?.caption?.trim() && (
              <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {entry.image.caption}
              </Typography>
            )}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function FaqSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Fragen werden geladen …">
      {[1, 2, 3, 4, 5].map((n) => (
        <Skeleton key={n} variant="rounded" height={56} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

const faqData: Prefetch = (queryClient) => queryClient.prefetchQuery(faqQuery());
export const loader = serverData(faqData);
export const clientLoader = browserData(faqData);

export default FaqPage;
