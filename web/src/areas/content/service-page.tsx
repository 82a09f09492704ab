import type { Service } from '@kp/contract/content';
import { CONTENT_TEXTS, SPECIAL_TITLES } from '@kp/contract/content-constants';
import { ROUTES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
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
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { serviceQuery } from './api.ts';
import article from './article.module.css';
import { QuartierIntro, QuartierSections } from './quartier-view.tsx';
import { isNotFound } from './service-errors.ts';
import { ServiceLinkList } from './service-link-list.tsx';
import { ServicePageLayout, ServicePageSkeleton } from './service-page-layout.tsx';

/**
 * A service (spec 01 §2): title, content, sub-service buttons, images and the contact column;
 * 'Quartiersentwicklung' adds its process selector, accordions and consultation card. Those (with their
 * fixed texts about 5 kB gzip) come with the page: loaded later, they hydrated after the rest of it, and
 * the tabs did not answer the keys at first. Only the consultation dialog, with the form libraries, loads
 * when it is asked for.
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
  return <ServiceView service={service} />;
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
      <p className={article.overline}>{service.serviceArea.title}</p>
      <h1 className={`${text.h1} ${article.title}`}>{service.title}</h1>
      {/* The editorial content is the intro; the fixed one stands in while there is none. */}
      {quartier && !service.content1.trim() && <QuartierIntro />}
      <RichText html={service.content1Html} />
      {service.content2.trim() && (
        <div className={article.more}>
          <RichText html={service.content2Html} />
        </div>
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
        <div className={article.gallery}>
          <ImageGallery images={service.images} label={`Bilder zu ${service.title}`} />
        </div>
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
