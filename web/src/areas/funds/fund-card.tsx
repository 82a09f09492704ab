import { fileUrl } from '@kp/contract/api-base';
import type { Foerdermittel } from '@kp/contract/funds';
import { ROUTES } from '@kp/contract/shell';
import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { CardImage } from '../../ui/card-image.tsx';
import { Chip } from '../../ui/chip.tsx';
import { deadline } from './fund-list.ts';

/** The picture of a programme: its main topic's image, else the first topic with one. */
export function topicImageUrl(fund: Foerdermittel): string | null {
  const image = fund.foerderthema?.Bild[0] ?? fund.themen.find((topic) => topic.Bild.length > 0)?.Bild[0];
  return fileUrl(image?.formats?.small.url ?? image?.url);
}

/** A card of the funding list: topic image, title, subtitle and deadline, the whole card a link to the detail. */
export function FundCard({ fund, today }: { fund: Foerdermittel; today: string }) {
  const image = topicImageUrl(fund);
  const due = deadline(fund.Frist, today);
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex' }}>
      <CardActionArea
        component={Link}
        to={ROUTES.fundDetail(fund.id)}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <CardImage src={image} />
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {fund.foerderthema && (
            <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
              {fund.foerderthema.Titel}
            </Typography>
          )}
          <Typography
            component="h2"
            variant="h3"
            sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere', hyphens: 'auto' }}
          >
            {fund.Foerdertitel}
          </Typography>
          {fund.Untertitel && (
            <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
              {fund.Untertitel}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 1 }}>
            <EventIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Frist: {due.text}
            </Typography>
            {due.expired && <Chip size="small" color="error" variant="outlined" label="abgelaufen" />}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
