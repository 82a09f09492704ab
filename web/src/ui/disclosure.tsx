import { type ReactNode, useId, useState } from 'react';
import styles from './disclosure.module.css';
import { ExpandMoreIcon } from './icons.tsx';

/**
 * One entry of a stack of outlined disclosures, in the look of MUI's outlined Accordion with
 * `disableGutters`: the button (aria-expanded, aria-controls) inside an h3, the content in a region labelled
 * by it, height 0 and hidden while closed. Plain, because MUI's Accordion with Collapse and its transition
 * library adds about 5 kB gzip to a page. Siblings share their borders; the first and last round the stack.
 */
export function Disclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <div className={styles.disclosure}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={`${id}-summary`}
          aria-controls={`${id}-details`}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className={styles.summary}
        >
          <span className={styles.summaryText}>{summary}</span>
          <ExpandMoreIcon size="medium" className={styles.icon} />
        </button>
      </h3>
      {/* Closed: no height and hidden, so the content is out of the tab order and the accessibility tree. */}
      <div className={expanded ? `${styles.collapse} ${styles.open}` : styles.collapse}>
        {/* A section with a name is a region. */}
        <section id={`${id}-details`} aria-labelledby={`${id}-summary`} className={styles.region}>
          <div className={styles.details}>{children}</div>
        </section>
      </div>
    </div>
  );
}
