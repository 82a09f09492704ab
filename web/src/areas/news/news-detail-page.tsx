import type { NewsDetail } from '@kp/contract/news';
import { useParams } from 'react-router';
import { browserData, serverData } from '../../app/route-data.ts';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { ImageGallery } from '../../ui/image-gallery.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { PageLoadFailed } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { BackToNews, DetailHeader, DetailLayout, DetailLoader } from './detail-parts.tsx';
import styles from './news-detail-page.module.css';
import { openedEntryData, useOpenedEntry } from './use-opened-entry.ts';

/**
 * /news-detail/:newsId: loads the post and shows it with `NewsDetailView`, which shows what it is given: the
 * back office's preview renders the same view with the server's preview answer (no second
 * renderer). The view lives in this module, so the reader's route loads no extra file for it.
 */
export function NewsDetailPage() {
  const opened = useOpenedEntry('news', useParams().newsId);
  if (opened.state === 'notFound') return <NotFound />;
  if (opened.state === 'failed') {
    return <PageLoadFailed title="Nachricht" error={opened.error} onRetry={opened.retry} />;
  }
  if (opened.state === 'loading') return <DetailLoader label="Nachricht wird geladen" />;
  return <NewsDetailView post={opened.post} />;
}

/** A news post (spec 01 §2): update date, title, subtitle, content1, content2, images, contacts. */
export function NewsDetailView({ post, withBackLink = true }: { post: NewsDetail; withBackLink?: boolean }) {
  // Decision 016: a post without a gallery still shows its lead picture, as its card in the list does.
  const gallery = post.images.length > 0 ? post.images : post.image ? [post.image] : [];
  return (
    <DetailLayout
      main={
        <>
          {withBackLink && <BackToNews />}
          <DetailHeader
            category={post.category}
            dateLabel="Aktualisiert am"
            date={post.custom_updated_at ?? post.updated_at}
            title={post.title}
            subtitle={post.subtitle}
          />
          <RichText html={post.contentHtml} />
          {post.content2.trim() && (
            <div className={styles.content2}>
              <RichText html={post.content2Html} />
            </div>
          )}
          {gallery.length > 0 && (
            <div className={styles.gallery}>
              <ImageGallery images={gallery} label={`Bilder zu ${post.title}`} />
            </div>
          )}
        </>
      }
      aside={post.personsInCharge.length > 0 ? <ContactColumn persons={post.personsInCharge} /> : undefined}
    />
  );
}

const entryData = openedEntryData('news', 'newsId');
export const loader = serverData(entryData);
export const clientLoader = browserData(entryData);

export default NewsDetailPage;
