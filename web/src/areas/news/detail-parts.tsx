import { NEWS_TEXTS } from '@kp/contract/news-constants';
import { ROUTES } from '@kp/contract/shell';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DateBadge } from '../../ui/date-badge.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';

export function BackToNews() {
  return (
    <Link
      component={RouterLink}
      to={ROUTES.news}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      Zurück zu {NEWS_TEXTS.pageTitle}
    </Link>
  );
}

/** Category, date, title (the page's h1) and subtitle of a news or press detail. */
export function DetailHeader({
  category,
  dateLabel,
  date,
  title,
  subtitle,
}: {
  category: string;
  dateLabel: string;
  date: string;
  title: string;
  subtitle: string | null;
}) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          component="span"
          sx={{ fontSize: '0.8125rem', fontWeight: 700, color: 'secondary.main', textTransform: 'uppercase' }}
        >
          {category}
        </Typography>
        <DateBadge date={date} label={dateLabel} />
      </Box>
      <Typography variant="h1" sx={{ mb: subtitle ? 1.5 : 0, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 600, color: 'text.secondary' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}

export function DetailLoader({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <PageLoader inline />
    </Box>
  );
}

export function DetailLayout({ main, aside }: { main: ReactNode; aside?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 5 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: aside ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
        },
        maxWidth: aside ? 1300 : 860,
      }}
    >
      <Box component="article">{main}</Box>
      {aside && <Box>{aside}</Box>}
    </Box>
  );
}
