import type { AboutUs } from '@kp/contract/content';
import { ROUTES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { ArrowForwardIcon } from '../../ui/icons.tsx';
import { ImageGallery } from '../../ui/image-gallery.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import skeleton from '../../ui/skeleton.module.css';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { VideoEmbed } from '../../ui/video-embed.tsx';
import { aboutUsQuery } from './about-api.ts';
import { companyExcerpt } from './about-excerpt.ts';
import styles from './about-page.module.css';
import article from './article.module.css';
import { TextSkeleton } from './service-page-layout.tsx';

const PAGE_NAME = 'Über die NEW';

/** The about page (spec 01 §2): title, content, images, the video and the group companies. */
export function AboutPage() {
  const { data: about, isError } = useQuery(aboutUsQuery());
  useDocumentTitle(about?.title || PAGE_NAME);
  if (!about && isError) {
    // The snackbar says what went wrong; the page keeps its title.
    return (
      <div className={styles.article}>
        <h1 className={`${text.h1} ${article.title}`}>{PAGE_NAME}</h1>
        <p className={text.body1}>Die Inhalte dieser Seite sind derzeit nicht verfügbar.</p>
      </div>
    );
  }
  if (!about) return <AboutSkeleton />;

  return (
    <div className={styles.page}>
      <article className={styles.article}>
        <h1 className={`${text.h1} ${article.title}`}>{about.title || PAGE_NAME}</h1>
        <RichText html={about.content1Html} />
        {about.content2.trim() && (
          <div className={article.more}>
            <RichText html={about.content2Html} />
          </div>
        )}
        {about.images.length > 0 && (
          <div className={styles.block}>
            <ImageGallery images={about.images} label={`Bilder zu ${about.title || PAGE_NAME}`} />
          </div>
        )}
        {about.video && (
          <div className={styles.block}>
            <VideoEmbed html={about.video} fallbackTitle={`Video: ${about.title || PAGE_NAME}`} />
          </div>
        )}
      </article>
      <Companies companies={about.NewGroupOptions} />
    </div>
  );
}

function Companies({ companies }: { companies: AboutUs['NewGroupOptions'] }) {
  const headingId = useId();
  if (companies.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.companies}>
      <h2 id={headingId} className={`${text.h2} ${styles.companiesHeading}`}>
        Die Unternehmen der NEW-Gruppe
      </h2>
      <ul className={styles.list}>
        {companies.map(({ id, newCompany }) => (
          <li key={id} className={styles.item}>
            <div className={`${surface.outlined} ${styles.card}`}>
              <Link to={ROUTES.newCompanyDetail(newCompany.id)} className={styles.link}>
                <div className={styles.content}>
                  <h3 className={`${text.h3} ${styles.companyTitle}`}>{newCompany.title}</h3>
                  <p className={`${text.body2} ${text.secondary} ${styles.excerpt}`}>
                    {companyExcerpt(newCompany.content1)}
                  </p>
                  <div aria-hidden="true" className={styles.more}>
                    Mehr erfahren <ArrowForwardIcon size="small" />
                  </div>
                </div>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AboutSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Seite wird geladen …" className={styles.skeleton}>
      <TextSkeleton title width="50%" />
      <TextSkeleton />
      <TextSkeleton />
      <TextSkeleton width="70%" className={styles.lastLine} />
      <span aria-hidden="true" className={`${skeleton.skeleton} ${styles.pictureSkeleton}`} />
    </div>
  );
}

const aboutData: Prefetch = (queryClient) => queryClient.prefetchQuery(aboutUsQuery());
export const loader = serverData(aboutData);
export const clientLoader = browserData(aboutData);

export default AboutPage;
