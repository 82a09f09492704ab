import { fileUrl } from '@kp/contract/api-base';
import type { MaterialCard as MaterialCardData } from '@kp/contract/education';
import { hashtag, offerState, offerStateLabel, unpublishedLabel } from '@kp/contract/education-constants';
import { formatDateTime, ROUTES } from '@kp/contract/shell';
import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { CardImage } from '../../ui/card-image.tsx';
import { Chip } from '../../ui/chip.tsx';
import { materialHashtags } from './material-filters.ts';

/**
 * A card of the material list (spec 02 §2): preview image, type, title, subtitle, the date for events and
 * the hashtags; the whole card links to the material.
 */
export function MaterialCard({ material, showDate }: { material: MaterialCardData; showDate: boolean }) {
  const image = fileUrl(material.Vorschau?.url ?? material.Header?.url);
  const tags = materialHashtags(material, hashtag);
  const state = offerState(material);
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex' }}>
      <CardActionArea
        component={Link}
        to={ROUTES.bildungsmaterial(material.id)}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <CardImage src={image} />
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            {material.typ && (
              <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
                {material.typ.Name}
              </Typography>
            )}
            {state && <Chip size="small" label={offerStateLabel(state)} bold />}
            {unpublishedLabel(material) && (
              <Chip size="small" color="warning" label={unpublishedLabel(material)} bold />
            )}
          </Box>
          <Typography
            component="h2"
            variant="h3"
            sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere', hyphens: 'auto' }}
          >
            {material.Titel}
          </Typography>
          {material.Subtitel && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {material.Subtitel}
            </Typography>
          )}
          {showDate && material.Datum && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <EventIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatDateTime(material.Datum)}
              </Typography>
            </Box>
          )}
          {tags.length > 0 && (
            <Typography
              variant="body2"
              sx={{ color: 'primary.main', mt: 'auto', pt: 1, overflowWrap: 'anywhere', fontWeight: 500 }}
            >
              {tags.join(' ')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
