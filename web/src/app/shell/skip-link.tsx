import styles from './skip-link.module.css';

/** 'Zum Inhalt springen': the first stop of the keyboard, visible only when focused. */
export function SkipLink({ targetId, inert }: { targetId: string; inert?: boolean }) {
  return (
    <a
      href={`#${targetId}`}
      inert={inert}
      className={styles.skip}
      onClick={(event) => {
        // Focus the main element without changing the URL, so the router does not see a navigation.
        event.preventDefault();
        const target = document.getElementById(targetId);
        target?.focus();
        target?.scrollIntoView();
      }}
    >
      Zum Inhalt springen
    </a>
  );
}
