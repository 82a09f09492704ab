import { fileUrl } from '@kp/contract/api-base';
import type { SearchResult } from '@kp/contract/search';
import type { SearchType } from '@kp/contract/search-constants';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CampaignIcon from '@mui/icons-material/Campaign';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import WidgetsOutlinedIcon from '@mui/icons-material/WidgetsOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EntryMeta, stretchedLinkSx } from '../../ui/entry-meta.tsx';
import { isNew } from '../../ui/new-badge.tsx';
import { resultRoute } from './search-results.ts';

const TYPE_ICONS: Record<Exclude<SearchType, 'Ansprechpartner'>, ReactNode> = {
  ServiceAreas: <WidgetsOutlinedIcon />,
  Services: <DescriptionOutlinedIcon />,
  SubServices: <SubdirectoryArrowRightIcon />,
  News: <NewspaperIcon />,
  Presse: <CampaignIcon />,
  'NEW-Gruppe': <BusinessOutlinedIcon />,
};

/** A result: thumbnail (or the category's icon), category, 'Neu' and date for news and press, title, subtitle. */
export function ResultRow({
  result,
  today,
  onChoose,
}: {
  result: SearchResult;
  today: Date;
  onChoose: (result: SearchResult) => void;
}) {
  const thumbnail = fileUrl(result.image?.formats?.small.url ?? result.image?.url);
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-within': {
          outline: 2,
          outlineStyle: 'solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: { xs: 56, sm: 88 },
          height: { xs: 56, sm: 66 },
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.selected',
          color: 'text.secondary',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {thumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt=""
            loading="lazy"
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          result.type !== 'Ansprechpartner' && TYPE_ICONS[result.type]
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {/* The section heading names the category; news and press add their label, 'Neu' and date. */}
        {result.pub_date && (
          <EntryMeta
            category={result.category ?? result.filter}
            date={result.pub_date}
            isNew={isNew({ wasRead: result.wasRead ?? true, pub_date: result.pub_date }, today)}
            mb={0.25}
          />
        )}
        <Typography component="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.35 }}>
          <Link
            component={RouterLink}
            to={resultRoute(result)}
            onClick={() => onChoose(result)}
            underline="hover"
            color="inherit"
            sx={stretchedLinkSx}
          >
            {result.title}
          </Link>
        </Typography>
        {!result.pub_date && result.subtitle && result.subtitle !== result.filter && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {result.subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
