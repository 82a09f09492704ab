import { fileUrl } from '@kp/contract/api-base';
import type { PressDetail } from '@kp/contract/news';
import { useParams } from 'react-router';
import { browserData, serverData } from '../../app/route-data.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { PageLoadFailed } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import text from '../../ui/type.module.css';
import { BackToNews, DetailHeader, DetailLayout, DetailLoader } from './detail-parts.tsx';
import styles from './press-detail-page.module.css';
import { openedEntryData, useOpenedEntry } from './use-opened-entry.ts';

/**
 * /press-detail/:pressId: loads the press release and shows it with `PressDetailView` (the back office's
 * preview renders the same view; see news-detail-page.tsx).
 */
export function PressDetailPage() {
  const opened = useOpenedEntry('press', useParams().pressId);
  if (opened.state === 'notFound') return <NotFound />;
  if (opened.state === 'failed') {
    return <PageLoadFailed title="Pressemitteilung" error={opened.error} onRetry={opened.retry} />;
  }
  if (opened.state === 'loading') return <DetailLoader label="Pressemitteilung wird geladen" />;
  return <PressDetailView post={opened.post} />;
}

/** A press release (spec 01 §2): publication date, title, subtitle, HTML content and its image. */
export function PressDetailView({
  post,
  withBackLink = true,
}: {
  post: PressDetail;
  withBackLink?: boolean;
}) {
  const image = post.image ?? post.images[0] ?? null;
  const imageSrc = fileUrl(image?.url ?? post.img_url);
  const caption = image?.caption?.trim();
  return (
    <DetailLayout
      main={
        <>
          {withBackLink && <BackToNews />}
          <DetailHeader
            category={post.category}
            dateLabel="Veröffentlicht am"
            date={post.custom_published_at ?? post.pub_date}
            title={post.title}
            subtitle={post.subtitle}
          />
          {imageSrc && (
            <figure className={styles.figure}>
              <img src={imageSrc} alt="" className={styles.image} />
              {caption && (
                <figcaption className={`${text.body2} ${text.secondary} ${styles.caption}`}>
                  {caption}
                </figcaption>
              )}
            </figure>
          )}
          <RichText html={post.contentHtml} />
        </>
      }
    />
  );
}

const entryData = openedEntryData('press', 'pressId');
export const loader = serverData(entryData);
export const clientLoader = browserData(entryData);

export default PressDetailPage;
