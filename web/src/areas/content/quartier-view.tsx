import { QUARTIER_PROJECT_MONTHS } from '@kp/contract/content-constants';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { private_applyInsetFocusVisible as insetFocusRing, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type KeyboardEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Disclosure } from '../../ui/disclosure.tsx';
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

/**
 * The step selector is a tab list of its own (WAI-ARIA tabs, selection follows focus): MUI's Tabs would
 * add about 8 kB gzip to the page for seven fixed entries. From 600 px the list stands beside the text and
 * the up and down arrows move; below, it scrolls sideways and the left and right arrows move.
 */
function ProcessSelector() {
  const [step, setStep] = useState(0);
  const baseId = useId();
  const theme = useTheme();
  const vertical = useMediaQuery(theme.breakpoints.up('sm'));
  const list = useRef<HTMLDivElement>(null);
  const tabs = useRef<(HTMLElement | null)[]>([]);
  const [atEdge, setAtEdge] = useState({ start: true, end: true });
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const current = QUARTIER_STEPS[step];

  // The scroll buttons of the horizontal list show only where there is more to scroll to.
  const updateEdges = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setAtEdge((edges) => (edges.start === start && edges.end === end ? edges : { start, end }));
  }, []);
  useEffect(() => {
    const element = list.current;
    if (vertical || !element) return;
    updateEdges();
    const observer = new ResizeObserver(updateEdges);
    observer.observe(element);
    return () => observer.disconnect();
  }, [vertical, updateEdges]);

  const select = (index: number) => {
    setStep(index);
    const tab = tabs.current[index];
    tab?.focus();
    if (!vertical) tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  const scrollBy = (direction: 1 | -1) => {
    const element = list.current;
    element?.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = QUARTIER_STEPS.length - 1;
    const [previous, next] = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    let target: number;
    if (event.key === previous) target = step === 0 ? last : step - 1;
    else if (event.key === next) target = step === last ? 0 : step + 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    else return;
    event.preventDefault();
    select(target);
  };

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
        <Box
          sx={{
            display: 'flex',
            flexShrink: 0,
            width: { sm: 250 },
            bgcolor: 'action.hover',
            borderRight: { sm: 1 },
            borderBottom: { xs: 1, sm: 0 },
            borderColor: { xs: 'divider', sm: 'divider' },
          }}
        >
          {!vertical && <ScrollButton end={false} hidden={atEdge.start} onClick={() => scrollBy(-1)} />}
          <Box
            ref={list}
            role="tablist"
            aria-label="Prozessschritte der Quartiersentwicklung"
            aria-orientation={vertical ? 'vertical' : undefined}
            onKeyDown={onKeyDown}
            onScroll={vertical ? undefined : updateEdges}
            sx={{
              display: 'flex',
              flexDirection: vertical ? 'column' : 'row',
              flex: '1 1 auto',
              minWidth: 0,
              // All seven steps fit beside the text; only the narrow horizontal list scrolls.
              overflowX: vertical ? 'visible' : 'auto',
              scrollbarWidth: 'none',
              '&::-webkit-scrollbar': { display: 'none' },
            }}
          >
            {QUARTIER_STEPS.map((item, index) => {
              const selected = index === step;
              return (
                <ButtonBase
                  key={item.title}
                  ref={(element: HTMLElement | null) => {
                    tabs.current[index] = element;
                  }}
                  role="tab"
                  id={tabId(index)}
                  aria-controls={panelId(index)}
                  aria-selected={selected}
                  tabIndex={selected ? 0 : -1}
                  focusRipple
                  onClick={() => select(index)}
                  sx={{
                    ...theme.typography.button,
                    position: 'relative',
                    flexShrink: 0,
                    alignItems: 'stretch',
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    maxWidth: 360,
                    minWidth: 90,
                    minHeight: 52,
                    px: 2,
                    py: 1.5,
                    lineHeight: 1.25,
                    color: selected ? 'primary.main' : 'text.secondary',
                    // The ring inside the tab, as on MUI's Tab, so the list's edge cannot clip it. The global
                    // ring of [tabindex] elements (theme.ts) would otherwise win and draw it outside.
                    ...insetFocusRing(3),
                    '&&[tabindex]:focus-visible': { outlineOffset: -3 },
                    // The indicator: at the text's edge of the vertical list, under the tab of the horizontal one.
                    '&::after': selected
                      ? {
                          content: '""',
                          position: 'absolute',
                          bgcolor: 'primary.main',
                          ...(vertical
                            ? { top: 0, bottom: 0, right: 0, width: 2 }
                            : { left: 0, right: 0, bottom: 0, height: 2 }),
                        }
                      : undefined,
                  }}
                >
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
                        ...(selected
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
                </ButtonBase>
              );
            })}
          </Box>
          {!vertical && <ScrollButton end hidden={atEdge.end} onClick={() => scrollBy(1)} />}
        </Box>
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

/**
 * A pointer aid beside the horizontal step list, like MUI's tab scroll buttons: not in the tab order and
 * hidden from assistive technology, because the arrow keys move through the list.
 */
function ScrollButton({ end, hidden, onClick }: { end: boolean; hidden: boolean; onClick: () => void }) {
  const Icon = end ? KeyboardArrowRightIcon : KeyboardArrowLeftIcon;
  return (
    <Box
      aria-hidden
      onClick={onClick}
      sx={{
        width: 40,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        cursor: 'pointer',
        opacity: hidden ? 0 : 0.8,
        pointerEvents: hidden ? 'none' : undefined,
      }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}

function TopicAccordion({ topic }: { topic: QuartierTopic }) {
  return (
    <Disclosure
      summary={
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
          {topic.title}
        </Typography>
      }
    >
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
    </Disclosure>
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
