import { fileUrl } from '@kp/contract/api-base';
import type { Moment } from '@kp/contract/moments';
import { availabilityText, MOMENT_PREVIEW_WORDS, MOMENT_TEXTS } from '@kp/contract/moments-constants';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { CardImage } from '../../ui/card-image.tsx';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { wordPreview } from '../../ui/word-preview.ts';
import { momentsQuery } from './api.ts';
import { MomentDates } from './moment-dates.tsx';

const ClaimDialog = lazy(() =>
  import('./claim-dialog.tsx').then((module) => ({ default: module.ClaimDialog })),
);

const ICONS = { available: EventAvailableIcon, available_at: ScheduleIcon, expired: EventBusyIcon } as const;
const COLOURS = {
  available: 'success.dark',
  available_at: 'text.secondary',
  expired: 'text.secondary',
} as const;

/**
 * The moments of NEW Erleben (spec 02 §2): image, title, a 15-word preview, availability and the claim
 * button; one column on phones, two on tablets, three from 960 px. `headingLevel` fits the page around it.
 */
export function MomentsGrid({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const moments = useQuery(momentsQuery());
  const [claiming, setClaiming] = useState<Moment | null>(null);
  if (moments.isPending) return <LoadingStatus text="Momente werden geladen …" />;
  if (moments.isError) return <LoadFailed error={moments.error} onRetry={() => void moments.refetch()} />;
  if (moments.data.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>Zurzeit sind keine Momente geplant.</Typography>;
  }
  return (
    <>
      <Box
        component="ul"
        aria-label="Momente"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {moments.data.map((moment) => (
          <Box component="li" key={moment.id} sx={{ display: 'flex' }}>
            <MomentCard moment={moment} headingLevel={headingLevel} onClaim={() => setClaiming(moment)} />
          </Box>
        ))}
      </Box>
      {claiming && (
        <Suspense fallback={null}>
          <ClaimDialog moment={claiming} onClose={() => setClaiming(null)} />
        </Suspense>
      )}
    </>
  );
}

function MomentCard({
  moment,
  headingLevel,
  onClaim,
}: {
  moment: Moment;
  headingLevel: 'h2' | 'h3';
  onClaim: () => void;
}) {
  const Icon = ICONS[moment.availability];
  const available = moment.availability === 'available';
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardImage src={fileUrl(moment.Bild?.url)} alt={moment.Bild?.alt} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography component={headingLevel} variant="h6" sx={{ fontSize: '1.125rem', lineHeight: 1.35 }}>
          {moment.Titel}
        </Typography>
        <MomentDates moment={moment} />
        <Typography
          variant="body2"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            color: COLOURS[moment.availability],
            fontWeight: 600,
          }}
        >
          <Icon fontSize="small" aria-hidden />
          {availabilityText(moment)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {wordPreview(moment.Beschreibung, MOMENT_PREVIEW_WORDS)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant={available ? 'contained' : 'outlined'}
          disabled={!available}
          onClick={onClaim}
          aria-label={available ? `${MOMENT_TEXTS.claim}: ${moment.Titel}` : undefined}
        >
          {moment.availability === 'expired' ? MOMENT_TEXTS.expired : MOMENT_TEXTS.claim}
        </Button>
      </CardActions>
    </Card>
  );
}
