import { fileUrl } from '@kp/contract/api-base';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../app/api-client.ts';
import { serviceAreaQuery } from '../../app/queries.ts';
import { useUser } from '../../app/session.ts';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { Markdown } from '../../ui/markdown.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { contactPersons } from './contact-persons.ts';

const FALLBACK_HEADER = '/service-area-fallback.svg';

/** A service area (spec 01 §2): header image, title, content1 and content2, contacts on the right. */
export function ServiceAreaPage() {
  const { serviceAreaId = '' } = useParams();
  const user = useUser();
  const { data: area, isPending, error } = useQuery(serviceAreaQuery(serviceAreaId));
  useDocumentTitle(area?.title);

  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFound />;
  if (isPending || !area) return <ServiceAreaSkeleton />;

  const header = fileUrl(area.headerImage?.url) ?? FALLBACK_HEADER;
  return (
    <Grid container spacing={{ xs: 3, md: 4 }}>
      <Grid size={{ xs: 12, md: 8, xl: 9 }} component="article">
        <Box
          component="img"
          src={header}
          alt={area.headerImage?.caption ?? ''}
          onError={(event) => {
            // A missing upload falls back to the neutral header instead of a broken image.
            const img = event.currentTarget;
            if (!img.src.endsWith(FALLBACK_HEADER)) img.src = FALLBACK_HEADER;
          }}
          sx={{
            display: 'block',
            width: '100%',
            height: { xs: 160, sm: 220, lg: 280 },
            objectFit: 'cover',
            borderRadius: 2,
            mb: 3,
            bgcolor: 'action.hover',
          }}
        />
        <Typography variant="h1" sx={{ mb: 3 }}>
          {area.title}
        </Typography>
        <Markdown>{area.content1}</Markdown>
        {area.content2.trim() && (
          <Box sx={{ mt: 3 }}>
            <Markdown>{area.content2}</Markdown>
          </Box>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4, xl: 3 }}>
        <ContactColumn persons={contactPersons(area, user)} />
      </Grid>
    </Grid>
  );
}

function ServiceAreaSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Fachbereich wird geladen">
      <Skeleton variant="rounded" sx={{ height: { xs: 160, sm: 220, lg: 280 }, mb: 3 }} />
      <Skeleton variant="text" sx={{ fontSize: '2.25rem', width: '50%', mb: 2 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" sx={{ width: '70%' }} />
    </Box>
  );
}
