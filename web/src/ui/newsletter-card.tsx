import { NEWSLETTER_URL } from '@kp/contract/news-constants';
import { newsEndpoints as news } from '@kp/contract/news-endpoints';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { call } from '../app/api-client.ts';
import { useRefreshMe, useUser } from '../app/session.ts';
import { visuallyHidden } from './visually-hidden.ts';

type Props = {
  /** Placement inside the page's grid. */
  sx?: SxProps<Theme>;
  headingLevel?: 'h2' | 'h3';
};

/**
 * The newsletter hint (spec 01 §2, Magazin and funding list): shown while `showNewsletterSignUp` is set.
 * Signing up and 'Nicht mehr anzeigen' both record it on the server, then the card goes away.
 */
export function NewsletterCard({ sx, headingLevel = 'h2' }: Props) {
  const user = useUser();
  const refreshMe = useRefreshMe();
  const headingId = useId();
  const record = useMutation({
    mutationFn: () => call(news.subscribeToNewsletter, { body: { UserId: user.id } }),
    onSuccess: () => refreshMe(),
  });
  if (!user.showNewsletterSignUp) return null;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={[
        {
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          borderColor: 'secondary.main',
          borderWidth: 2,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <MailOutlinedIcon aria-hidden sx={{ color: 'secondary.main', fontSize: 32 }} />
        <Typography id={headingId} component={headingLevel} variant="h3">
          Newsletter der NEW
        </Typography>
      </Box>
      <Typography sx={{ flexGrow: 1 }}>
        Neue Fördermöglichkeiten, Nachrichten aus der NEW-Gruppe und Termine für Ihre Kommune: Mit dem
        Newsletter der NEW erhalten Sie das Wichtigste regelmäßig per E-Mail.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="secondary"
          href={NEWSLETTER_URL}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon aria-hidden />}
          // The link opens as usual; recording the sign-up runs alongside.
          onClick={() => record.mutate()}
        >
          Zum Newsletter anmelden
          <Box component="span" sx={visuallyHidden}>
            {' (öffnet in neuem Tab)'}
          </Box>
        </Button>
        <Button variant="text" color="secondary" disabled={record.isPending} onClick={() => record.mutate()}>
          Nicht mehr anzeigen
        </Button>
      </Box>
    </Paper>
  );
}

// Plain CSS lengths: in `sx` a bare 1 would mean 100 %.
