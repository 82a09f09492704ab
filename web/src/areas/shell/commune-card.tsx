import type { Commune } from '@kp/contract/access';
import { fileUrl } from '@kp/contract/api-base';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatConsumption, formatResidents } from './dashboard-cards.ts';

const partnerName = (commune: Commune) => {
  const partner = commune.kommunalPartner;
  if (!partner) return null;
  return partner.name?.trim() || `${partner.firstname} ${partner.lastname}`.trim() || null;
};

/**
 * The commune overview of the dashboard (spec 01 §2): logo, name, the commune partner's quote, the
 * residents and the consumption in kWh of the latest year with data (which year, so it is not read as
 * today's). A figure the commune has no data for is left out, not shown as 0.
 */
export function CommuneCard({ commune }: { commune: Commune }) {
  const headingId = useId();
  const logo = fileUrl(commune.logo?.url);
  const figures = [
    { label: 'Einwohner', value: formatResidents(commune.einwohner) },
    formatConsumption(commune.verbrauch),
  ].filter((figure): figure is { label: string; value: string } => Boolean(figure?.value));
  const quote = commune.partner_quote?.trim();
  const partner = partnerName(commune);
  // Decision 016: the partner's own title ('Kommunalpartnerin', 'Leiter Kommunalbetreuung' …) if any.
  const partnerTitle = commune.kommunalPartner?.customTitle?.trim() || 'Kommunalpartner';
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        height: '100%',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {logo && (
          <Box
            component="img"
            src={logo}
            alt=""
            sx={{ width: 56, height: 56, objectFit: 'contain', flexShrink: 0 }}
          />
        )}
        {/* Wraps below the logo rather than breaking a long name like Mönchengladbach. */}
        <Box sx={{ minWidth: 'min-content', flex: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Ihre Kommune
          </Typography>
          <Typography id={headingId} component="h2" variant="h3" sx={{ overflowWrap: 'break-word' }}>
            {commune.name}
          </Typography>
        </Box>
      </Box>
      {quote && (
        <Box component="figure" sx={{ m: 0 }}>
          <Box
            component="blockquote"
            sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'primary.main', fontStyle: 'italic' }}
          >
            <Typography>„{quote}“</Typography>
          </Box>
          {partner && (
            <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 1, pl: 2 }}>
              {partner}, {partnerTitle}
            </Typography>
          )}
        </Box>
      )}
      {figures.length > 0 && (
        <Box
          component="dl"
          sx={{ m: 0, mt: 'auto', display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1.5 }}
        >
          {figures.map((figure) => (
            <div key={figure.label}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {figure.label}
              </Typography>
              <Typography
                component="dd"
                sx={{
                  m: 0,
                  fontSize: '1.75rem',
                  fontWeight: 700,
                  color: 'primary.main',
                  lineHeight: 1.3,
                  overflowWrap: 'anywhere',
                }}
              >
                {figure.value}
              </Typography>
            </div>
          ))}
        </Box>
      )}
    </Box>
  );
}
