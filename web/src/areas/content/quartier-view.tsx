import { QUARTIER_PROJECT_MONTHS } from '@kp/contract/content-constants';
import { BREAKPOINTS } from '@kp/contract/shell';
import { type KeyboardEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Disclosure } from '../../ui/disclosure.tsx';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import { fromWidth, useMediaQuery } from '../../ui/use-media-query.ts';
import { ForumOutlinedIcon, KeyboardArrowLeftIcon, KeyboardArrowRightIcon, ScheduleIcon } from './icons.tsx';
import {
  QUARTIER_INTRO,
  QUARTIER_SOLUTIONS,
  QUARTIER_STEPS,
  type QuartierTopic,
  SECTOR_COUPLING,
} from './quartier-content.ts';
import styles from './quartier-view.module.css';

// The dialog brings react-hook-form and zod; load them when someone asks for a consultation.
const ConsultationDialog = lazy(() =>
  import('./consultation-dialog.tsx').then((module) => ({ default: module.ConsultationDialog })),
);

/** The intro of the Quartiersentwicklung service page, above the editorial content. */
export function QuartierIntro() {
  return <p className={`${text.body1} ${styles.intro}`}>{QUARTIER_INTRO}</p>;
}

/**
 * The fixed part of the Quartiersentwicklung service (spec 02): the 7-step process selector, the typical
 * duration, the accordions Quartierslösungen and Sektorenkopplung, and the consultation card.
 */
export function QuartierSections() {
  return (
    <>
      <ProcessSelector />
      <section aria-labelledby="quartier-wissen-heading" className={styles.section}>
        <h2 id="quartier-wissen-heading" className={`${text.h2} ${styles.heading}`}>
          Wissenswertes
        </h2>
        <TopicAccordion topic={QUARTIER_SOLUTIONS} />
        <TopicAccordion topic={SECTOR_COUPLING} />
      </section>
      <ConsultationCard />
    </>
  );
}

/**
 * The step selector is a tab list of its own (WAI-ARIA tabs, selection follows focus). From 600 px the list
 * stands beside the text and the up and down arrows move; below, it scrolls sideways and the left and right
 * arrows move.
 */
function ProcessSelector() {
  const [step, setStep] = useState(0);
  const baseId = useId();
  // For the arrow keys only: the layout is CSS, so the server's HTML is right at every width.
  const vertical = useMediaQuery(fromWidth(BREAKPOINTS.sm));
  const list = useRef<HTMLDivElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
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
    <section aria-labelledby="quartier-prozess-heading" className={styles.section}>
      <h2 id="quartier-prozess-heading" className={`${text.h2} ${styles.tightHeading}`}>
        In {QUARTIER_STEPS.length} Schritten zum klimafreundlichen Quartier
      </h2>
      <p className={`${text.body1} ${text.secondary} ${styles.hint}`}>
        Wählen Sie einen Schritt, um zu sehen, was dabei passiert.
      </p>
      <div className={`${surface.outlined} ${styles.selector}`}>
        <div className={styles.bar}>
          <ScrollButton end={false} hidden={atEdge.start} onClick={() => scrollBy(-1)} />
          <div
            ref={list}
            role="tablist"
            aria-label="Prozessschritte der Quartiersentwicklung"
            aria-orientation={vertical ? 'vertical' : undefined}
            onKeyDown={onKeyDown}
            onScroll={vertical ? undefined : updateEdges}
            className={styles.tabs}
          >
            {QUARTIER_STEPS.map((item, index) => {
              const selected = index === step;
              return (
                <button
                  key={item.title}
                  ref={(element) => {
                    tabs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(index)}
                  aria-controls={panelId(index)}
                  aria-selected={selected}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => select(index)}
                  className={styles.tab}
                >
                  <span className={styles.tabLabel}>
                    <span aria-hidden="true" className={styles.number}>
                      {index + 1}
                    </span>
                    <span>
                      <ScreenReaderText>{`Schritt ${index + 1}: `}</ScreenReaderText>
                      {item.title}
                    </span>
                  </span>
                </button>
              );
            })}
          </div>
          <ScrollButton end hidden={atEdge.end} onClick={() => scrollBy(1)} />
        </div>
        {QUARTIER_STEPS.map((item, index) => (
          <div
            key={item.title}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            hidden={index !== step}
            className={styles.panel}
          >
            {index === step && (
              <>
                <p className={styles.stepOf}>
                  Schritt {step + 1} von {QUARTIER_STEPS.length}
                </p>
                <h3 className={`${text.h3} ${styles.stepTitle}`}>{current.title}</h3>
                <p className={`${text.body1} ${styles.stepText}`}>{current.text}</p>
                <ul className={styles.points}>
                  {current.points.map((point) => (
                    <li key={point} className={text.body1}>
                      {point}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ))}
      </div>
      <div className={styles.duration}>
        <ScheduleIcon size="medium" className={styles.durationIcon} />
        <p className={text.body1}>
          <strong>Ein typisches Projekt dauert {QUARTIER_PROJECT_MONTHS} Monate</strong> – vom Erstgespräch
          bis zum fertigen Konzept mit Förderantrag, je nach Größe des Quartiers und Datenlage.
        </p>
      </div>
    </section>
  );
}

/**
 * A pointer aid beside the horizontal step list, like MUI's tab scroll buttons: not in the tab order and
 * hidden from assistive technology, because the arrow keys move through the list. From 600 px it is not shown.
 */
function ScrollButton({ end, hidden, onClick }: { end: boolean; hidden: boolean; onClick: () => void }) {
  const Icon = end ? KeyboardArrowRightIcon : KeyboardArrowLeftIcon;
  return (
    <div aria-hidden="true" data-hidden={hidden || undefined} onClick={onClick} className={styles.scroll}>
      <Icon size="small" />
    </div>
  );
}

function TopicAccordion({ topic }: { topic: QuartierTopic }) {
  return (
    <Disclosure summary={<span className={styles.topicTitle}>{topic.title}</span>}>
      <p className={`${text.body1} ${styles.topicIntro}`}>{topic.intro}</p>
      <dl className={`${text.body1} ${styles.terms}`}>
        {topic.points.map((point) => (
          <div key={point.term}>
            <dt>{point.term}</dt>
            <dd>{point.text}</dd>
          </div>
        ))}
      </dl>
    </Disclosure>
  );
}

function ConsultationCard() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <section
      aria-labelledby="quartier-beratung-heading"
      className={`${surface.outlined} ${styles.consultation}`}
    >
      <ForumOutlinedIcon className={styles.consultationIcon} />
      <div>
        <h2 id="quartier-beratung-heading" className={`${text.h2} ${styles.tightHeading}`}>
          Beratung anfragen
        </h2>
        <p className={`${text.body1} ${styles.consultationText}`}>
          Sie denken über ein Quartierskonzept nach oder haben ein konkretes Gebiet im Blick? Unsere Fachleute
          rufen Sie zu Ihrem Wunschtermin zurück oder antworten per E-Mail – kostenfrei und unverbindlich.
        </p>
        <Button
          variant="contained"
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          Beratung anfragen
        </Button>
      </div>
      {requested && (
        <Suspense fallback={null}>
          <ConsultationDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
