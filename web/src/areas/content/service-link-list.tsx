import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link } from 'react-router';

/** An entry without `to` is named only (a commune whose dashboard the employee may not open). */
export type ServiceLinkItem = { id: number; title: string; to?: string; preview?: string };

/**
 * The buttons to a page's services or sub-services (spec 01 §2): one card-sized link per entry with its
 * title and, when there is content, the 20-word preview.
 */
export function ServiceLinkList({ heading, items }: { heading: string; items: ServiceLinkItem[] }) {
  const headingId = useId();
  const withPreview = items.some((item) => item.preview);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: withPreview
            ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }
            : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {items.map((item) => (
          <Card
            component="li"
            key={item.id}
            variant="outlined"
            sx={{
              display: 'flex',
              borderColor: 'primary.main',
              // The ring sits on the card, outside it: inside, the card's own border hid it and the card's
              // overflow clipped anything beyond the link (decision 017).
              '&:has(.Mui-focusVisible)': {
                outline: 3,
                outlineStyle: 'solid',
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          >
            {item.to ? (
              <CardActionArea
                component={Link}
                to={item.to}
                sx={{
                  p: 2,
                  display: 'flex',
                  alignItems: 'flex-start',
                  justifyContent: 'space-between',
                  gap: 1.5,
                  height: '100%',
                  // The global focus ring of links (theme.ts) would be clipped by the card; the card shows it.
                  '&&:focus-visible': { outline: 'none' },
                }}
              >
                <EntryText item={item} />
                <ArrowForwardIcon aria-hidden sx={{ color: 'primary.main', flexShrink: 0, mt: 0.25 }} />
              </CardActionArea>
            ) : (
              <Box sx={{ p: 2 }}>
                <EntryText item={item} />
              </Box>
            )}
          </Card>
        ))}
      </Box>
    </Box>
  );
}

function EntryText({ item }: { item: ServiceLinkItem }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="span"
        // Only a link is coloured like one.
        sx={{
          display: 'block',
          fontWeight: 700,
          color: item.to ? 'primary.main' : 'text.primary',
          fontSize: '1.0625rem',
        }}
      >
        {item.title}
      </Typography>
      {item.preview && (
        <Typography
          component="span"
          variant="body2"
          sx={{ display: 'block', mt: 0.75, color: 'text.secondary' }}
        >
          {item.preview}
        </Typography>
      )}
    </Box>
  );
}
