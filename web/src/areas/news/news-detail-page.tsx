import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../app/api-client.ts';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { ImageGallery } from '../../ui/image-gallery.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { newsDetailQuery, useMarkRead } from './api.ts';
import { BackToNews, DetailHeader, DetailLayout, DetailLoader } from './detail-parts.tsx';
import { parseEntryId } from './news-list.ts';

/** A news post (spec 01 §2): update date, title, subtitle, content1, content2, images, contacts. */
export function NewsDetailPage() {
  const newsId = parseEntryId(useParams().newsId);
  const {
    data: post,
    error,
    isPending,
  } = useQuery({ ...newsDetailQuery(newsId ?? 0), enabled: newsId !== null });
  const markRead = useMarkRead();
  useDocumentTitle(post?.title ?? (newsId === null ? 'Seite nicht gefunden' : undefined));

  useEffect(() => {
    // Opening the post records the read, once (spec 01 §4).
    if (post && !post.wasRead) markRead({ filter: 'news', id: post.id });
  }, [post, markRead]);

  if (newsId === null || (error instanceof ApiError && (error.status === 404 || error.status === 400))) {
    return <NotFound />;
  }
  if (isPending || !post) return <DetailLoader label="Nachricht wird geladen" />;

  return (
    <DetailLayout
      main={
        <>
          <BackToNews />
          <DetailHeader
            category={post.category}
            dateLabel="Aktualisiert am"
            date={post.custom_updated_at ?? post.updated_at}
            title={post.title}
            subtitle={post.subtitle}
          />
          <RichText html={post.contentHtml} />
          {post.content2.trim() && (
            <Box sx={{ mt: 3 }}>
              <RichText html={post.content2Html} />
            </Box>
          )}
          {post.images.length > 0 && (
            <Box sx={{ mt: 4 }}>
              <ImageGallery images={post.images} label={`Bilder zu ${post.title}`} />
            </Box>
          )}
        </>
      }
      aside={post.personsInCharge.length > 0 ? <ContactColumn persons={post.personsInCharge} /> : undefined}
    />
  );
}
