import { ROUTES } from '@kp/contract/shell';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../app/api-client.ts';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { useUser } from '../../app/session.ts';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { contactPersons } from '../../ui/contact-persons.ts';
import { ImageGallery } from '../../ui/image-gallery.tsx';
import { MainAside } from '../../ui/main-aside.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { aboutUsQuery, newCompanyQuery } from './about-api.ts';

/** A group company (spec 01 §2, about page): title, content and images, its contacts on the right. */
export function NewCompanyPage() {
  const { newCompanyId = '' } = useParams();
  const user = useUser();
  const queryClient = useQueryClient();
  const { data: company, error } = useQuery({
    ...newCompanyQuery(newCompanyId),
    // Coming from the about page, the company is already there: show it while the detail loads.
    placeholderData: () =>
      queryClient
        .getQueryData(aboutUsQuery().queryKey)
        ?.NewGroupOptions.find((option) => String(option.newCompany.id) === newCompanyId)?.newCompany,
  });
  useDocumentTitle(company?.title);

  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFound />;

  return (
    <MainAside
      mainComponent="article"
      gap={{ xs: 3, md: 4 }}
      aside={
        company ? (
          // Without persons of its own, the commune partner (spec 01 §2, contact column).
          <ContactColumn persons={contactPersons({ ...company, showRegionalLeiter: false }, user)} />
        ) : null
      }
    >
      <Link
        component={RouterLink}
        to={ROUTES.about}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        Zurück zu Über die NEW
      </Link>
      {company ? (
        <Box sx={{ maxWidth: 900 }}>
          <Typography variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
            {company.title}
          </Typography>
          <RichText html={company.content1Html} />
          {company.images.length > 0 && (
            <Box sx={{ mt: 4 }}>
              <ImageGallery images={company.images} label={`Bilder zu ${company.title}`} />
            </Box>
          )}
        </Box>
      ) : error ? (
        <Typography>Die Seite konnte nicht geladen werden.</Typography>
      ) : (
        <CompanySkeleton />
      )}
    </MainAside>
  );
}

function CompanySkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Seite wird geladen …" sx={{ maxWidth: 900 }}>
      <Skeleton variant="text" sx={{ fontSize: '2.25rem', width: '50%', mb: 2 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" sx={{ width: '70%' }} />
    </Box>
  );
}

const companyData: Prefetch = (queryClient, { params }) =>
  queryClient.prefetchQuery(newCompanyQuery(params.newCompanyId ?? ''));
export const loader = serverData(companyData);
export const clientLoader = browserData(companyData);

export default NewCompanyPage;
