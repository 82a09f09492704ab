import { fileUrl } from '@kp/contract/api-base';
import type { NewsEntry } from '@kp/contract/news';
import { ROUTES } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EntryMeta, stretchedLinkSx } from '../../ui/entry-meta.tsx';
import { isNew } from '../../ui/new-badge.tsx';

export const detailRoute = (entry: Pick<NewsEntry, 'id' | 'is_press'>): string =>
  entry.is_press ? ROUTES.pressDetail(entry.id) : ROUTES.newsDetail(entry.id);

export const thumbnailUrl = (entry: Pick<NewsEntry, 'image' | 'img_url'>): string | null =>
  fileUrl(entry.image?.formats?.small.url ?? entry.image?.url ?? entry.img_url);

type Props = {
  entry: NewsEntry;
  today: Date;
  headingLevel: 'h2' | 'h3';
  onOpen: (entry: NewsEntry) => void;
  /** A row of the first screen: its picture loads at once, the first one before other pictures. */
  priority?: 'first' | 'visible';
};

/**
 * A row of the news page (spec 01 §2): thumbnail, category, 'Neu', date, title, subtitle, excerpt. The
 * title is the link; its hit area covers the whole row, so the row is one click target and one tab stop.
 */
export function NewsRow({ entry, today, headingLevel, onOpen, priority }: Props) {
  const thumbnail = thumbnailUrl(entry);
  return (
    <Box
      component="li"
      sx={{
        ...ROW_FRAME_SX,
        position: 'relative',
        transition: 'background-color 120ms',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-within': {
          outline: 2,
          outlineStyle: 'solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Box sx={THUMBNAIL_SX}>
        {thumbnail && (
          <Box
            component="img"
            src={thumbnail}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority === 'first' ? 'high' : undefined}
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <EntryMeta category={entry.category} date={entry.pub_date} isNew={isNew(entry, today)} mb={0.5} />
        <Typography
          component={headingLevel}
          variant="h3"
          sx={{ fontSize: '1.125rem', lineHeight: 1.35, mb: 0.25 }}
        >
          <Link
            component={RouterLink}
            to={detailRoute(entry)}
            onClick={() => onOpen(entry)}
            underline="hover"
            color="inherit"
            sx={stretchedLinkSx}
          >
            {entry.title}
          </Link>
        </Typography>
        {entry.subtitle && (
          <Typography sx={{ fontWeight: 600, color: 'text.secondary', fontSize: '0.9375rem', mb: 0.5 }}>
            {entry.subtitle}
          </Typography>
        )}
        {entry.content_plaintext && (
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {entry.content_plaintext}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

// The row and its loading stand-in share the frame and the picture's box, so nothing moves between them.
const ROW_FRAME_SX = {
  display: 'flex',
  gap: { xs: 1.5, sm: 2 },
  p: { xs: 1.5, sm: 2 },
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.paper',
} as const;

const THUMBNAIL_SX = {
  flexShrink: 0,
  width: { xs: 72, sm: 120 },
  height: { xs: 72, sm: 90 },
  borderRadius: 1,
  overflow: 'hidden',
  bgcolor: 'action.selected',
} as const;

/** Stands in for a row while the list loads: the date line, a title and the three lines of the excerpt. */
export function NewsRowSkeleton() {
  return (
    <Box aria-hidden sx={ROW_FRAME_SX}>
      <Box sx={THUMBNAIL_SX} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Skeleton width="40%" sx={{ mb: 0.5 }} />
        <Skeleton sx={{ fontSize: '1.125rem', mb: 0.5 }} />
        <Skeleton variant="rounded" height={60} />
      </Box>
    </Box>
  );
}
