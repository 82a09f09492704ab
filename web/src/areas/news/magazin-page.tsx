import type { NewsEntry } from '@kp/contract/news';
import { NEWS_TEXTS } from '@kp/contract/news-constants';
import { ROUTES } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { browserData, keepFirstView, type Prefetch, serverData } from '../../app/route-data.ts';
import { DateBadge } from '../../ui/date-badge.tsx';
import { stretchedLinkSx } from '../../ui/entry-meta.tsx';
import { NewsletterCard } from '../../ui/newsletter-card.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { newsListQuery } from './api.ts';
import { magazinPosts, monthLabel, monthOptions, postsOfMonth, selectedMonth } from './magazin-months.ts';
import { thumbnailUrl } from './news-row.tsx';

const MONTH_PARAM = 'monat';

/**
 * The Magazin (spec 01 §2): the news posts of one month as cards, chosen with the 'Monat' select
 * (?monat=yyyy-mm, default the newest month), and the newsletter card until it is dismissed.
 */
export function MagazinPage() {
  useDocumentTitle('Magazin');
  const [params, setParams] = useSearchParams();
  const { data, isPending, isError, error, refetch } = useQuery(newsListQuery('news'));
  const posts = useMemo(() => magazinPosts(data ?? []), [data]);
  const options = useMemo(() => monthOptions(posts), [posts]);
  const month = selectedMonth(params.get(MONTH_PARAM), options);
  const shown = useMemo(() => postsOfMonth(posts, month), [posts, month]);
  const gridHeadingId = useId();

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {NEWS_TEXTS.magazinTitle}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby={gridHeadingId}>
          <Box sx={{ mb: 3 }}>
            <SelectField
              label="Monat"
              value={month ?? ''}
              disabled={options.length === 0}
              onChange={(value) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.set(MONTH_PARAM, value);
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              {options.length === 0 && <option value="">–</option>}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          </Box>
          <Typography id={gridHeadingId} variant="h2" sx={{ mb: 2 }}>
            {month ? `Beiträge im ${monthLabel(month)}` : 'Beiträge'}
          </Typography>
          {isError ? (
            <LoadFailed
              error={error}
              text="Die Beiträge konnten nicht geladen werden."
              onRetry={() => void refetch()}
            />
          ) : isPending ? (
            <PageLoader inline />
          ) : shown.length === 0 ? (
            <Typography>Es sind keine Beiträge vorhanden.</Typography>
          ) : (
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 3,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  xl: 'repeat(3, minmax(0, 1fr))',
                },
              }}
            >
              {shown.map((post) => (
                <MagazinCard key={post.id} post={post} />
              ))}
            </Box>
          )}
        </Box>
        <NewsletterCard />
      </Box>
    </Box>
  );
}

function MagazinCard({ post }: { post: NewsEntry }) {
  const image = thumbnailUrl(post);
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        transition: 'box-shadow 120ms',
        '&:hover': { boxShadow: 3 },
        '&:focus-within': {
          outline: 2,
          outlineStyle: 'solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.selected' }}>
        {image && (
          <Box
            component="img"
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Box>
          <DateBadge date={post.pub_date} />
        </Box>
        <Typography component="h3" variant="h3" sx={{ fontSize: '1.125rem', lineHeight: 1.35 }}>
          <Link
            component={RouterLink}
            to={ROUTES.newsDetail(post.id)}
            underline="hover"
            color="inherit"
            sx={stretchedLinkSx}
          >
            {post.title}
          </Link>
        </Typography>
        {post.subtitle && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {post.subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

const magazinData: Prefetch = (queryClient) => queryClient.prefetchQuery(newsListQuery('news'));
/** The HTML holds the magazine's posts only, not the whole news list; the browser then loads it whole. */
const magazinFirstView: Prefetch = async (queryClient, args) => {
  await magazinData(queryClient, args);
  keepFirstView<NewsEntry[]>(queryClient, newsListQuery('news').queryKey, magazinPosts);
};
export const loader = serverData(magazinFirstView);
export const clientLoader = browserData(magazinData);

export default MagazinPage;
