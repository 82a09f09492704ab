import { fileUrl } from '@kp/contract/api-base';
import type { ServiceArea } from '@kp/contract/content';
import { CONTENT_TEXTS, SERVICE_PREVIEW_WORDS } from '@kp/contract/content-constants';
import { ROUTES } from '@kp/contract/shell';
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
import skeleton from '../../ui/skeleton.module.css';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { wordPreview } from '../../ui/word-preview.ts';
import article from './article.module.css';
import { areaCommunes, serviceAreaSpecial } from './service-area-heading.ts';
import styles from './service-area-page.module.css';
import { isNotFound } from './service-errors.ts';
import { ServiceLinkList } from './service-link-list.tsx';
import { TextSkeleton } from './service-page-layout.tsx';

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
      aside={
        <ContactColumn
          persons={serviceAreaContactPersons(area, user)}
          downloads={area.fileDownloads}
          links={area.interestingLinks}
        />
      }
    >
      <img
        className={styles.header}
        src={header}
        alt={area.headerImage?.caption ?? ''}
        onError={(event) => {
          // A missing upload falls back to the neutral header instead of a broken image.
          const img = event.currentTarget;
          if (!img.src.endsWith(FALLBACK_HEADER)) img.src = FALLBACK_HEADER;
        }}
      />
      <h1 className={`${text.h1} ${article.title}`}>{area.title}</h1>
      <RichText html={area.content1Html} />
      {area.content2.trim() && (
        <div className={article.more}>
          <RichText html={area.content2Html} />
        </div>
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
        <div className={article.gallery}>
          <ImageGallery images={area.images} label={`Bilder zu ${area.title}`} />
        </div>
      )}
    </MainAside>
  );
}

function ServiceAreaSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Fachbereich wird geladen">
      <span aria-hidden="true" className={`${skeleton.skeleton} ${styles.headerSkeleton}`} />
      <TextSkeleton title width="50%" />
      <TextSkeleton />
      <TextSkeleton />
      <TextSkeleton width="70%" />
    </div>
  );
}

const areaData: Prefetch = (queryClient, { params }) =>
  queryClient.prefetchQuery(serviceAreaQuery(params.serviceAreaId ?? ''));
export const loader = serverData(areaData);
export const clientLoader = browserData(areaData);

export default ServiceAreaPage;
