import { fileUrl } from '@kp/contract/api-base';
import type { NewsDetail } from '@kp/contract/news';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { ImageGallery } from '../../ui/image-gallery.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { BackToNews, DetailHeader, DetailLayout } from './detail-parts.tsx';

/**
 * What a reader sees of a news post or a press release, from the detail answer alone (GET /api/news-posts/:id,
 * /api/press-posts/:id). The detail pages load it; the back office's preview renders the same component
 * with the answer of POST /api/backoffice/news-posts/preview (issue 16: no second renderer).
 * `withBackLink` is off in the preview, where "back to the news" would leave the editor's form.
 */
export function NewsPostView({ post, withBackLink = true }: { post: NewsDetail; withBackLink?: boolean }) {
  return post.is_press ? (
    <PressView post={post} withBackLink={withBackLink} />
  ) : (
    <NewsView post={post} withBackLink={withBackLink} />
  );
}

/** A news post (spec 01 §2): update date, title, subtitle, content1, content2, images, contacts. */
function NewsView({ post, withBackLink }: { post: NewsDetail; withBackLink: boolean }) {
  // Issue 17: a post without a gallery still shows its lead picture, as its card in the list does.
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
            <Box sx={{ mt: 3 }}>
              <RichText html={post.content2Html} />
            </Box>
          )}
          {gallery.length > 0 && (
            <Box sx={{ mt: 4 }}>
              <ImageGallery images={gallery} label={`Bilder zu ${post.title}`} />
            </Box>
          )}
        </>
      }
      aside={post.personsInCharge.length > 0 ? <ContactColumn persons={post.personsInCharge} /> : undefined}
    />
  );
}

/** A press release (spec 01 §2): publication date, title, subtitle, HTML content and its image. */
function PressView({ post, withBackLink }: { post: NewsDetail; withBackLink: boolean }) {
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
            <Box component="figure" sx={{ m: 0, mb: 3 }}>
              <Box
                component="img"
                src={imageSrc}
                alt=""
                sx={{
                  display: 'block',
                  width: '100%',
                  maxHeight: 480,
                  objectFit: 'cover',
                  borderRadius: 2,
                  bgcolor: 'action.hover',
                }}
              />
              {caption && (
                <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  {caption}
                </Typography>
              )}
            </Box>
          )}
          <RichText html={post.contentHtml} />
        </>
      }
    />
  );
}
