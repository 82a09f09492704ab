import type { SubService } from '@kp/contract/content';
import { SPECIAL_TITLES } from '@kp/contract/content-constants';
import { ROUTES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { SubServiceSection } from '../../app/area-sections.tsx';
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
import { subServiceQuery } from './api.ts';
import article from './article.module.css';
import { isNotFound } from './service-errors.ts';
import { ServicePageLayout, ServicePageSkeleton } from './service-page-layout.tsx';

// Only these two sub-services have the fixed FAQ (club-faq-content.ts); only they load it.
const FAQ_TITLES: readonly string[] = [SPECIAL_TITLES.vereinsfoerderung, SPECIAL_TITLES.laufserie];
const ClubFaq = lazy(() => import('./club-faq.tsx').then((module) => ({ default: module.ClubFaq })));

/**
 * A sub-service (spec 01 §2): title, content, images and the contact column; 'NEW-Vereinsförderung' and
 * 'NEW-Laufserie' add their fixed FAQ. Sub-services the server hides (404) show the not-found page.
 */
export function SubServicePage() {
  const { serviceAreaId = '', serviceId = '', subServiceId = '' } = useParams();
  const { data: subService, isPending, error, refetch } = useQuery(subServiceQuery(subServiceId));
  useDocumentTitle(subService?.title);

  if (isNotFound(error)) return <NotFound />;
  // Any other failure (403 for a hidden portal, 503 while the database is away) says so, not a skeleton for good.
  if (error && !subService)
    return <PageLoadFailed title="Angebot" error={error} onRetry={() => void refetch()} />;
  if (isPending || !subService) return <ServicePageSkeleton label="Angebot wird geladen" />;
  const { service } = subService;
  // Shown under its own service and area, so the drawer marks the right entries.
  if (String(service.id) !== serviceId || String(service.serviceArea.id) !== serviceAreaId) {
    return <Navigate to={ROUTES.subService(service.serviceArea.id, service.id, subService.id)} replace />;
  }
  return (
    // The skeleton stays until the FAQ is there, so the page does not jump.
    <Suspense fallback={<ServicePageSkeleton label="Angebot wird geladen" />}>
      <SubServiceView subService={subService} />
    </Suspense>
  );
}

function SubServiceView({ subService }: { subService: SubService }) {
  const user = useUser();
  const faq = FAQ_TITLES.includes(subService.title.trim());
  return (
    <ServicePageLayout
      persons={contactPersons(subService, user)}
      downloads={subService.fileDownloads}
      links={subService.interestingLinks}
    >
      <p className={article.overline}>
        {subService.service.serviceArea.title} · {subService.service.title}
      </p>
      <h1 className={`${text.h1} ${article.title}`}>{subService.title}</h1>
      <RichText html={subService.content1Html} />
      {subService.content2.trim() && (
        <div className={article.more}>
          <RichText html={subService.content2Html} />
        </div>
      )}
      {faq && <ClubFaq title={subService.title} />}
      <SubServiceSection title={subService.title} />
      {subService.images.length > 0 && (
        <div className={article.gallery}>
          <ImageGallery images={subService.images} label={`Bilder zu ${subService.title}`} />
        </div>
      )}
    </ServicePageLayout>
  );
}

const subServiceData: Prefetch = (queryClient, { params }) =>
  Promise.all([
    queryClient.prefetchQuery(subServiceQuery(params.subServiceId ?? '')),
    // The drawer's service-area menu.
    queryClient.prefetchQuery(serviceAreaQuery(params.serviceAreaId ?? '')),
  ]);
export const loader = serverData(subServiceData);
export const clientLoader = browserData(subServiceData);

export default SubServicePage;
