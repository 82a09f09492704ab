import type { Service } from '@kp/contract/content';
import { CONTENT_TEXTS, SPECIAL_TITLES } from '@kp/contract/content-constants';
import { ROUTES } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { ServiceSection } from '../../app/area-sections.tsx';
import { serviceAreaQuery } from '../../app/queries.ts';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { useUser } from '../../app/session.ts';
import { contactPersons } from '../../ui/contact-persons.ts';
import { ImageGallery } from '../../ui/image-gallery.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { PageLoadFailed } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { serviceQuery } from './api.ts';
import { isNotFound } from './service-errors.ts';
import { ServiceLinkList } from './service-link-list.tsx';
import { ServicePageLayout, ServicePageSkeleton } from './service-page-layout.tsx';

// Only 'Quartiersentwicklung' shows the process tabs, accordions and consultation card (with their fixed
// texts about 6 kB gzip); the other services do not load them.
const loadQuartierView = () => import('./quartier-view.tsx');
const QuartierIntro = lazy(() => loadQuartierView().then((module) => ({ default: module.QuartierIntro })));
const QuartierSections = lazy(() =>
  loadQuartierView().then((module) => ({ default: module.QuartierSections })),
);

/**
 * A service (spec 01 §2): title, content, sub-service buttons, images and the contact column;
 * 'Quartiersentwicklung' adds its process selector, accordions and consultation card.
 */
export function ServicePage() {
  const { serviceAreaId = '', serviceId = '' } = useParams();
  const { data: service, isPending, error, refetch } = useQuery(serviceQuery(serviceId));
  useDocumentTitle(service?.title);

  if (isNotFound(error)) return <NotFound />;
  // Any other failure (403 for a hidden portal, 503 while the database is away) says so, not a skeleton for good.
  if (error && !service)
    return <PageLoadFailed title="Leistung" error={error} onRetry={() => void refetch()} />;
  if (isPending || !service) return <ServicePageSkeleton label="Leistung wird geladen" />;
  // A service reached under another area's address is shown under its own, so the drawer matches.
  if (String(service.serviceArea.id) !== serviceAreaId) {
    return <Navigate to={ROUTES.service(service.serviceArea.id, service.id)} replace />;
  }
  return (
    // The skeleton stays until the Quartiersentwicklung parts are there, so the page does not jump.
    <Suspense fallback={<ServicePageSkeleton label="Leistung wird geladen" />}>
      <ServiceView service={service} />
    </Suspense>
  );
}

function ServiceView({ service }: { service: Service }) {
  const user = useUser();
  const quartier = service.title.trim() === SPECIAL_TITLES.quartiersentwicklung;
  const areaId = service.serviceArea.id;
  return (
    <ServicePageLayout
      persons={contactPersons(service, user)}
      downloads={service.fileDownloads}
      links={service.interestingLinks}
    >
      <Typography component="p" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5, mb: 0.5 }}>
        {service.serviceArea.title}
      </Typography>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {service.title}
      </Typography>
      {/* The editorial content is the intro; the fixed one stands in while there is none. */}
      {quartier && !service.content1.trim() && <QuartierIntro />}
      <RichText html={service.content1Html} />
      {service.content2.trim() && (
        <Box sx={{ mt: 3 }}>
          <RichText html={service.content2Html} />
        </Box>
      )}
      {quartier && <QuartierSections />}
      <ServiceSection title={service.title} />
      {service.subServices.length > 0 && (
        <ServiceLinkList
          heading={CONTENT_TEXTS.offerHeading}
          items={service.subServices.map((subService) => ({
            id: subService.id,
            title: subService.title,
            to: ROUTES.subService(areaId, service.id, subService.id),
          }))}
        />
      )}
      {service.images.length > 0 && (
        <Box sx={{ mt: 5 }}>
          <ImageGallery images={service.images} label={`Bilder zu ${service.title}`} />
        </Box>
      )}
    </ServicePageLayout>
  );
}

const serviceData: Prefetch = (queryClient, { params }) =>
  Promise.all([
    queryClient.prefetchQuery(serviceQuery(params.serviceId ?? '')),
    // The drawer's service-area menu.
    queryClient.prefetchQuery(serviceAreaQuery(params.serviceAreaId ?? '')),
  ]);
export const loader = serverData(serviceData);
export const clientLoader = browserData(serviceData);

export default ServicePage;
