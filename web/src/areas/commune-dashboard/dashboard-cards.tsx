import { fileUrl } from '@kp/contract/api-base';
import type { CommuneDashboardData } from '@kp/contract/commune-dashboard';
import {
  DASHBOARD_CONTRACTS_SHOWN,
  NEW_REQUEST_TEXT,
  NO_REQUESTS_TEXT,
  websiteHref,
  websiteLabel,
} from '@kp/contract/commune-dashboard-constants';
import { ROUTES } from '@kp/contract/shell';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import {
  birthdayText,
  contractEndText,
  contractsHeading,
  formatFigure,
  formatUpdated,
  konzessionsthemenPath,
  newestRequestDate,
  overviewCaption,
  verbrauchsdatenPath,
  vertragsuebersichtPath,
} from './dashboard-format.ts';

/** Whether a portal path leads to a page this user can open; buttons to other pages are left out. */
export type CanOpen = (path: string) => boolean;

/** A card of the dashboard: a titled section with an optional link button at its foot. */
export function DashboardCard({
  title,
  action,
  sx,
  children,
}: {
  title: string;
  action?: { label: string; to: string } | null;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={[
        {
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          minWidth: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography id={headingId} component="h3" variant="h3">
        {title}
      </Typography>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>{children}</Box>
      {action && (
        <Box>
          <Button component={RouterLink} to={action.to} variant="outlined">
            {action.label}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** 'NEU' and 'ANGEFRAGT': a small coloured marker. */
function Badge({ children }: { children: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        alignSelf: 'flex-start',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'accent.main',
        color: 'accent.contrastText',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.4,
        letterSpacing: '0.04em',
      }}
    >
      {children}
    </Box>
  );
}

const muted = { color: 'text.secondary' } as const;

/** 'Auf einen Blick': residents, renewable feed-in and total consumption of the latest year with data. */
export function OverviewCard({
  commune,
  overview,
  canOpen,
  sx,
}: {
  commune: string;
  overview: CommuneDashboardData['overview'];
  canOpen: CanOpen;
  sx?: SxProps<Theme>;
}) {
  const link = verbrauchsdatenPath(commune);
  const figures: [string, string][] = [
    ['Einwohner gesamt', formatFigure(overview.population)],
    ['Regenerative Einspeisung', `${formatFigure(overview.einspeisung)} MWh`],
    ['MWh TOTAL', formatFigure(overview.verbrauch)],
  ];
  return (
    <DashboardCard
      title="Auf einen Blick"
      sx={sx}
      action={canOpen(link) ? { label: 'Verbrauchsdaten ansehen', to: link } : null}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
          gap: 2,
        }}
      >
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" sx={muted}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" sx={muted}>
        {overviewCaption(overview.year)}
      </Typography>
    </DashboardCard>
  );
}

/** 'Bürgermeister': picture, name, position, party, date of birth and the website. */
export function MayorCard({ mayor, sx }: { mayor: CommuneDashboardData['mayor']; sx?: SxProps<Theme> }) {
  const picture = fileUrl(mayor?.picture);
  return (
    <DashboardCard title="Bürgermeister" sx={sx}>
      {mayor ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          {/* The name stands beside it; the picture adds nothing for screen readers. */}
          <Avatar src={picture ?? undefined} alt="" sx={{ width: 88, height: 88, flexShrink: 0 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{mayor.name}</Typography>
            <Typography variant="body2">{mayor.position}</Typography>
            {mayor.party && (
              <Typography variant="body2" sx={muted}>
                {mayor.party}
              </Typography>
            )}
            {mayor.dob && (
              <Typography variant="body2" sx={muted}>
                {birthdayText(mayor.dob)}
              </Typography>
            )}
            {mayor.url && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                <Link
                  href={websiteHref(mayor.url)}
                  target="_blank"
                  rel="noopener"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
                >
                  {websiteLabel(mayor.url)}
                  <OpenInNewIcon fontSize="inherit" aria-hidden />
                  <Box component="span" sx={visuallyHidden}>
                    {' (öffnet in neuem Tab)'}
                  </Box>
                </Link>
              </Typography>
            )}
          </Box>
        </Box>
      ) : (
        <Typography sx={muted}>Für diese Kommune liegen keine Angaben vor.</Typography>
      )}
    </DashboardCard>
  );
}

/** 'Konzessionsthemen': the latest topic of the commune. */
export function ConcessionCard({
  commune,
  topics,
  canOpen,
  sx,
}: {
  commune: string;
  topics: CommuneDashboardData['konzessionsthemen'];
  canOpen: CanOpen;
  sx?: SxProps<Theme>;
}) {
  const latest = topics[0];
  // Keeps the commune, as the other cards' buttons do.
  const link = konzessionsthemenPath(commune);
  return (
    <DashboardCard
      title="Konzessionsthemen"
      sx={sx}
      action={canOpen(link) ? { label: 'Konzessionsthemen ansehen', to: link } : null}
    >
      {latest ? (
        <>
          {latest.isNew && <Badge>NEU</Badge>}
          <Typography sx={{ fontWeight: 700, hyphens: 'auto' }}>{latest.vertrag}</Typography>
          <Typography variant="body2" sx={muted}>
            {[latest.service_area, latest.commune].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="caption" sx={muted}>
            Geändert am {formatUpdated(latest.updated)}
          </Typography>
        </>
      ) : (
        <Typography sx={muted}>Es liegen keine Konzessionsthemen vor.</Typography>
      )}
    </DashboardCard>
  );
}

/** 'Quartiersentwicklung': whether the commune asked for a consultation through the portal. */
export function QuartierCard({
  requests,
  service,
  canOpen,
  sx,
}: {
  requests: CommuneDashboardData['requests'];
  service: CommuneDashboardData['quartiersentwicklung'];
  canOpen: CanOpen;
  sx?: SxProps<Theme>;
}) {
  const newest = newestRequestDate(requests);
  const link = service ? ROUTES.service(service.serviceAreaId, service.serviceId) : null;
  return (
    <DashboardCard
      title="Quartiersentwicklung"
      sx={sx}
      action={link && canOpen(link) ? { label: 'Zur Quartiersentwicklung', to: link } : null}
    >
      {newest ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Badge>ANGEFRAGT</Badge>
            <Typography variant="body2" component="span" sx={muted}>
              {newest}
            </Typography>
          </Box>
          <Typography>{NEW_REQUEST_TEXT}</Typography>
        </>
      ) : (
        <Typography>{NO_REQUESTS_TEXT}</Typography>
      )}
    </DashboardCard>
  );
}

/** '{n} laufende Verträge': the first three, soonest end first. */
export function ContractsCard({
  commune,
  contracts,
  contractCount,
  canOpen,
  sx,
}: {
  commune: string;
  contracts: CommuneDashboardData['contracts'];
  contractCount: number;
  canOpen: CanOpen;
  sx?: SxProps<Theme>;
}) {
  const link = vertragsuebersichtPath(commune);
  const shown = contracts.slice(0, DASHBOARD_CONTRACTS_SHOWN);
  return (
    <DashboardCard
      title={contractsHeading(contractCount)}
      sx={sx}
      action={canOpen(link) ? { label: 'Alle Verträge ansehen', to: link } : null}
    >
      {shown.length > 0 ? (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {shown.map((contract, index) => (
            <Box
              component="li"
              // Names may repeat; the order is the server's.
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list without ids
              key={index}
              sx={{
                py: 1,
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
                // The end moves below the name where the card is too narrow for both on one line.
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 2,
              }}
            >
              <Typography
                sx={{ flex: '1 1 12rem', minWidth: 0, hyphens: 'auto', overflowWrap: 'break-word' }}
              >
                {contract.name}
              </Typography>
              <Typography sx={{ ...muted, whiteSpace: 'nowrap', ml: 'auto' }}>
                {contractEndText(contract.ende)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography sx={muted}>Es liegen keine laufenden Verträge vor.</Typography>
      )}
    </DashboardCard>
  );
}
