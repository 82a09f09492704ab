import { fileUrl } from '@kp/contract/api-base';
import type { ServiceArea } from '@kp/contract/content';
import { CONTENT_TEXTS, SERVICE_PREVIEW_WORDS } from '@kp/contract/content-constants';
import { ROUTES } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { serviceAreaQuery } from '../../app/queries.ts';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { useUser } from '../../app/session.ts';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { serviceAreaContactPersons } from '../../ui/contact-persons.ts';
import { ImageGallery } from '../../ui/image-gallery.tsx';
import { MainAside } from '../../ui/main-aside.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { PageLoadFailed } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { wordPreview } from '../../ui/word-preview.ts';
import { areaCommunes, serviceAreaSpecial } from './service-area-heading.ts';
import { isNotFound } from './service-errors.ts';
import { ServiceLinkList } from './service-link-list.tsx';

const FALLBACK_HEADER = '/service-area-fallback.svg';

// The fixed sections of two areas load only there.
const NachhaltigkeitSection = lazy(() =>
  import('./nachhaltigkeit-section.tsx').then((module) => ({ default: module.NachhaltigkeitSection })),
);
const MobilitaetSection = lazy(() =>
  import('./mobilitaet-section.tsx').then((module) => ({ default: module.MobilitaetSection })),
);

/**
 * A service area (spec 01 §2): header image, title, content, one button per service under 'Unser Angebot:'
 * (employees on the concession areas: its communes under 'Unsere Kommunen:'), images and the contact column; Nachhaltigkeit and Mobilität add fixed sections.
 */
export function ServiceAreaPage() {
  const { serviceAreaId = '' } = useParams();
  const { data: area, isPending, error, refetch } = useQuery(serviceAreaQuery(serviceAreaId));
  useDocumentTitle(area?.title);

  if (isNotFound(error)) return <NotFound />;
  // Any other failure (403 for a hidden portal, 503 while the database is away) says so, not a skeleton for good.
  if (error && !area)
    return <PageLoadFailed title="Leistungsbereich" error={error} onRetry={() => void refetch()} />;
  if (isPending || !area) return <ServiceAreaSkeleton />;
  return (
    // The skeleton stays until a fixed section is there, so the page does not jump.
    <Suspense fallback={<ServiceAreaSkeleton />}>
      <ServiceAreaView area={area} />
    </Suspense>
  );
}

function ServiceAreaView({ area }: { area: ServiceArea }) {
  const user = useUser();
  const special = serviceAreaSpecial(area.title);
  const header = fileUrl(area.headerImage?.url) ?? FALLBACK_HEADER;
  const communes = areaCommunes(area.id, user);
  return (
    <MainAside
      mainComponent="article"
      gap={{ xs: 4, md: 4 }}
      aside={
        <ContactColumn
          persons={serviceAreaContactPersons(area, user)}
          downloads={area.fileDownloads}
          links={area.interestingLinks}
        />
      }
    >
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
      <RichText html={area.content1Html} />
      {area.content2.trim() && (
        <Box sx={{ mt: 3 }}>
          <RichText html={area.content2Html} />
        </Box>
      )}
      {communes ? (
        <ServiceLinkList heading={CONTENT_TEXTS.communesHeading} items={communes} />
      ) : (
        area.services.length > 0 && (
          <ServiceLinkList
            heading={CONTENT_TEXTS.offerHeading}
            items={area.services.map((service) => ({
              id: service.id,
              title: service.title,
              to: ROUTES.service(area.id, service.id),
              preview: wordPreview(service.content1, SERVICE_PREVIEW_WORDS),
            }))}
          />
        )
      )}
      {special === 'nachhaltigkeit' && <NachhaltigkeitSection />}
      {special === 'mobilitaet' && <MobilitaetSection />}
      {area.images.length > 0 && (
        <Box sx={{ mt: 5 }}>
          <ImageGallery images={area.images} label={`Bilder zu ${area.title}`} />
        </Box>
      )}
    </MainAside>
  );
}

function ServiceAreaSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Fachbereich wird geladen">
      <Skeleton variant="rounded" sx={{ height: { xs: 160, sm: 220, lg: 280 }, mb: 3 }} />
      <Skeleton variant="text" sx={{ fontSize: '2.25rem', width: '50%', mb: 2 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" sx={{ width: '70%' }} />
    </Box>
  );
}

const areaData: Prefetch = (queryClient, { params }) =>
  queryClient.prefetchQuery(serviceAreaQuery(params.serviceAreaId ?? ''));
export const loader = serverData(areaData);
export const clientLoader = browserData(areaData);

export default ServiceAreaPage;
