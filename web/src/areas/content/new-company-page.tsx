import { ROUTES } from '@kp/contract/shell';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../app/api-client.ts';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { useUser } from '../../app/session.ts';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { contactPersons } from '../../ui/contact-persons.ts';
import { ArrowBackIcon } from '../../ui/icons.tsx';
import { ImageGallery } from '../../ui/image-gallery.tsx';
import link from '../../ui/link.module.css';
import { MainAside } from '../../ui/main-aside.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { aboutUsQuery, newCompanyQuery } from './about-api.ts';
import article from './article.module.css';
import styles from './new-company-page.module.css';
import { TextSkeleton } from './service-page-layout.tsx';

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
      <RouterLink to={ROUTES.about} className={`${link.link} ${styles.back}`}>
        <ArrowBackIcon size="small" />
        Zurück zu Über die NEW
      </RouterLink>
      {company ? (
        <div className={styles.company}>
          <h1 className={`${text.h1} ${article.title}`}>{company.title}</h1>
          <RichText html={company.content1Html} />
          {company.images.length > 0 && (
            <div className={styles.gallery}>
              <ImageGallery images={company.images} label={`Bilder zu ${company.title}`} />
            </div>
          )}
        </div>
      ) : error ? (
        <p className={text.body1}>Die Seite konnte nicht geladen werden.</p>
      ) : (
        <CompanySkeleton />
      )}
    </MainAside>
  );
}

function CompanySkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Seite wird geladen …" className={styles.company}>
      <TextSkeleton title width="50%" />
      <TextSkeleton />
      <TextSkeleton />
      <TextSkeleton width="70%" />
    </div>
  );
}

const companyData: Prefetch = (queryClient, { params }) =>
  queryClient.prefetchQuery(newCompanyQuery(params.newCompanyId ?? ''));
export const loader = serverData(companyData);
export const clientLoader = browserData(companyData);

export default NewCompanyPage;
