import { fileUrl } from '@kp/contract/api-base';
import type { FundingService } from '@kp/contract/consumption';
import { formatRenewableShare, formatTotalMwh } from '@kp/contract/consumption-constants';
import { formatWholeNumber } from '@kp/contract/shell';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { PersonCard } from '../../ui/person-card.tsx';
import { communeStatsQuery, contactQuery } from './api.ts';
import { totalsYearsCaption } from './consumption-format.ts';

/** The generic header picture of the portal, for a service without any picture (spec 02 §2). */
const FALLBACK_IMAGE = '/service-area-fallback.svg';

type Props = {
  commune: string;
  /** Feed-in and consumption over the selected years, in MWh. */
  totals: { feedIn: number; consumption: number };
  /** The selected years the totals add up. */
  years: readonly number[];
  /** Residents from the consumption data, while the stats call has not answered. */
  einwohner: number | null;
};

/**
 * The right column (spec 02 §2): 'Ihr NEW Kontakt', '{commune} auf einen Blick' and 'Aktuelle
 * Fördermöglichkeiten'. Each part loads on its own; one that fails leaves the others.
 */
export function CommuneColumn({ commune, totals, years, einwohner }: Props) {
  const contact = useQuery({ ...contactQuery(commune), meta: { silent: true } });
  const stats = useQuery({ ...communeStatsQuery(commune), meta: { silent: true } });
  const residents = stats.data?.einwohner ?? einwohner;
  return (
    <Box sx={{ display: 'grid', gap: 3, alignContent: 'start', minWidth: 0 }}>
      <ColumnSection title="Ihr NEW Kontakt">
        {contact.isPending ? (
          <Skeleton variant="rounded" height={72} />
        ) : contact.isError ? (
          <Alert severity="warning">Der Kontakt konnte nicht geladen werden.</Alert>
        ) : contact.data ? (
          <PersonCard person={contact.data} fallbackTitle="Kommunalpartner" layout="responsive" />
        ) : (
          <Typography variant="body2">Für diese Kommune ist noch kein Kontakt hinterlegt.</Typography>
        )}
      </ColumnSection>
      <ColumnSection title={`${commune} auf einen Blick`}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            '& dt': { fontSize: '0.875rem', color: 'text.secondary' },
            '& dd': { m: 0, fontSize: '1.25rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
          }}
        >
          <Figure term="Einwohner" value={residents === null ? '–' : formatWholeNumber(residents)} />
          <Figure term="Gesamteinspeisung EE (MWh)" value={formatTotalMwh(totals.feedIn)} />
          <Figure term="Gesamtverbrauch (MWh)" value={formatTotalMwh(totals.consumption)} />
          <Figure term="Anteil EE (%)" value={formatRenewableShare(totals.feedIn, totals.consumption)} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {totalsYearsCaption(years)}
        </Typography>
      </ColumnSection>
      {stats.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : stats.isError ? (
        <Alert severity="warning">Die Fördermöglichkeiten konnten nicht geladen werden.</Alert>
      ) : (
        stats.data.services.length > 0 && (
          <ColumnSection title="Aktuelle Fördermöglichkeiten">
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              {stats.data.services.map((service) => (
                <li key={service.id}>
                  <FundingCard service={service} />
                </li>
              ))}
            </Box>
          </ColumnSection>
        )
      )}
    </Box>
  );
}

function ColumnSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      {/* The h2 style's responsive sizes outgrew the narrow column, and headings may hyphenate anywhere
          (theme): 'Fördermöglich-keiten' at 1440 px. A small heading that breaks between words. */}
      <Typography
        id={headingId}
        component="h2"
        variant="h6"
        sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 2, hyphens: 'manual', overflowWrap: 'normal' }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A service as a card: picture (decorative), title and the 20-word preview; the whole card is the link. */
function FundingCard({ service }: { service: FundingService }) {
  return (
    <Box
      component={RouterLink}
      to={service.link}
      sx={{
        display: 'block',
        color: 'inherit',
        textDecoration: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        '&:hover': { borderColor: 'primary.main' },
        '&:hover .funding-title': { textDecoration: 'underline' },
      }}
    >
      <Box
        component="img"
        src={fileUrl(service.image) ?? FALLBACK_IMAGE}
        alt=""
        loading="lazy"
        onError={(event) => {
          // A missing upload shows the generic picture instead of a broken image.
          const img = event.currentTarget;
          if (!img.src.endsWith(FALLBACK_IMAGE)) img.src = FALLBACK_IMAGE;
        }}
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          bgcolor: 'action.hover',
        }}
      />
      <Box sx={{ p: 1.5 }}>
        <Typography
          className="funding-title"
          component="h3"
          sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3, mb: 0.5, color: 'primary.main' }}
        >
          {service.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {service.preview}
        </Typography>
      </Box>
    </Box>
  );
}
