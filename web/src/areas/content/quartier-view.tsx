import { QUARTIER_PROJECT_MONTHS } from '@kp/contract/content-constants';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useId, useState } from 'react';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import {
  QUARTIER_INTRO,
  QUARTIER_SOLUTIONS,
  QUARTIER_STEPS,
  type QuartierTopic,
  SECTOR_COUPLING,
} from './quartier-content.ts';

// The dialog brings react-hook-form and zod; load them when someone asks for a consultation.
const ConsultationDialog = lazy(() =>
  import('./consultation-dialog.tsx').then((module) => ({ default: module.ConsultationDialog })),
);

/** The intro of the Quartiersentwicklung service page, above the editorial content. */
export function QuartierIntro() {
  return <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>{QUARTIER_INTRO}</Typography>;
}

/**
 * The fixed part of the Quartiersentwicklung service (spec 02): the 7-step process selector, the typical
 * duration, the accordions Quartierslösungen and Sektorenkopplung, and the consultation card.
 */
export function QuartierSections() {
  return (
    <>
      <ProcessSelector />
      <Box component="section" aria-labelledby="quartier-wissen-heading" sx={{ mt: 5 }}>
        <Typography id="quartier-wissen-heading" variant="h2" sx={{ mb: 2 }}>
          Wissenswertes
        </Typography>
        <TopicAccordion topic={QUARTIER_SOLUTIONS} />
        <TopicAccordion topic={SECTOR_COUPLING} />
      </Box>
      <ConsultationCard />
    </>
  );
}

function ProcessSelector() {
  const [step, setStep] = useState(0);
  const baseId = useId();
  const theme = useTheme();
  const vertical = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const current = QUARTIER_STEPS[step];
  return (
    <Box component="section" aria-labelledby="quartier-prozess-heading" sx={{ mt: 5 }}>
      <Typography id="quartier-prozess-heading" variant="h2" sx={{ mb: 1 }}>
        In {QUARTIER_STEPS.length} Schritten zum klimafreundlichen Quartier
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        Wählen Sie einen Schritt, um zu sehen, was dabei passiert.
      </Typography>
      <Paper
        variant="outlined"
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, overflow: 'hidden' }}
      >
        <Tabs
          value={step}
          onChange={(_, value: number) => setStep(value)}
          orientation={vertical ? 'vertical' : 'horizontal'}
          // All seven steps fit beside the text; only the narrow horizontal list scrolls.
          variant={vertical ? 'standard' : 'scrollable'}
          scrollButtons={vertical ? false : 'auto'}
          allowScrollButtonsMobile={!vertical}
          selectionFollowsFocus
          aria-label="Prozessschritte der Quartiersentwicklung"
          sx={{
            flexShrink: 0,
            width: { sm: 250 },
            bgcolor: 'action.hover',
            borderRight: { sm: 1 },
            borderBottom: { xs: 1, sm: 0 },
            borderColor: { xs: 'divider', sm: 'divider' },
          }}
        >
          {QUARTIER_STEPS.map((item, index) => (
            <Tab
              key={item.title}
              id={tabId(index)}
              aria-controls={panelId(index)}
              value={index}
              label={
                <Box
                  component="span"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1.25, width: '100%' }}
                >
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      display: 'inline-grid',
                      placeItems: 'center',
                      width: 28,
                      height: 28,
                      borderRadius: '50%',
                      flexShrink: 0,
                      fontSize: '0.875rem',
                      fontWeight: 700,
                      border: 2,
                      borderColor: 'primary.main',
                      ...(index === step
                        ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
                        : { color: 'primary.main' }),
                    }}
                  >
                    {index + 1}
                  </Box>
                  <span>
                    <Box component="span" sx={visuallyHidden}>{`Schritt ${index + 1}: `}</Box>
                    {item.title}
                  </span>
                </Box>
              }
              sx={{ alignItems: 'stretch', textAlign: 'left', minHeight: 52, px: 2 }}
            />
          ))}
        </Tabs>
        {QUARTIER_STEPS.map((item, index) => (
          <Box
            key={item.title}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            hidden={index !== step}
            sx={{ p: { xs: 2, sm: 3 }, flexGrow: 1, minWidth: 0 }}
          >
            {index === step && (
              <>
                <Typography
                  component="p"
                  variant="overline"
                  sx={{ color: 'text.secondary', lineHeight: 1.5 }}
                >
                  Schritt {step + 1} von {QUARTIER_STEPS.length}
                </Typography>
                <Typography variant="h3" sx={{ mb: 1.5 }}>
                  {current.title}
                </Typography>
                <Typography sx={{ mb: 1.5 }}>{current.text}</Typography>
                <Box component="ul" sx={{ pl: 3, m: 0 }}>
                  {current.points.map((point) => (
                    <Typography component="li" key={point} sx={{ my: 0.5 }}>
                      {point}
                    </Typography>
                  ))}
                </Box>
              </>
            )}
          </Box>
        ))}
      </Paper>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          mt: 2,
          p: 2,
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        <ScheduleIcon aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
        <Typography>
          <strong>Ein typisches Projekt dauert {QUARTIER_PROJECT_MONTHS} Monate</strong> – vom Erstgespräch
          bis zum fertigen Konzept mit Förderantrag, je nach Größe des Quartiers und Datenlage.
        </Typography>
      </Box>
    </Box>
  );
}

function TopicAccordion({ topic }: { topic: QuartierTopic }) {
  const id = useId();
  return (
    <Accordion disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
          {topic.title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ mb: 1.5 }}>{topic.intro}</Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {topic.points.map((point) => (
            <Box key={point.term} sx={{ mb: 1.5 }}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {point.term}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {point.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

function ConsultationCard() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <Paper
      component="section"
      aria-labelledby="quartier-beratung-heading"
      variant="outlined"
      sx={{
        mt: 5,
        p: { xs: 2.5, sm: 3 },
        display: 'flex',
        gap: 2.5,
        alignItems: 'flex-start',
        borderColor: 'primary.main',
        borderWidth: 2,
      }}
    >
      <ForumOutlinedIcon
        aria-hidden
        sx={{ fontSize: 40, color: 'primary.main', display: { xs: 'none', sm: 'block' } }}
      />
      <Box>
        <Typography id="quartier-beratung-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          Beratung anfragen
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Sie denken über ein Quartierskonzept nach oder haben ein konkretes Gebiet im Blick? Unsere Fachleute
          rufen Sie zu Ihrem Wunschtermin zurück oder antworten per E-Mail – kostenfrei und unverbindlich.
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          Beratung anfragen
        </Button>
      </Box>
      {requested && (
        <Suspense fallback={null}>
          <ConsultationDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}

// Pixel strings: in sx a bare 1 would mean 100 %.
