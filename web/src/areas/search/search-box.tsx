import type { SearchResult } from '@kp/contract/search';
import {
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_TEXTS,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTIONS_MAX_HEIGHT,
} from '@kp/contract/search-constants';
import { ROUTES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { IconButton } from '../../ui/icon-button.tsx';
import { CloseIcon, SearchIcon } from '../../ui/icons.tsx';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import { suggestionsQuery } from './api.ts';
import styles from './search-box.module.css';
import { resultRoute, suggestionCountText } from './search-results.ts';
import { noteSearchQuery, recordSearchChoice } from './search-session.ts';

const SEARCH_PATH = ROUTES.search('').split('?')[0];

/**
 * Top-bar search box (spec 01 §2): inline from 1264 px; below, a magnifier button opens it as a bar under
 * the top bar. Hand-rolled WAI-ARIA combobox, as it is in every page's bundle.
 *
 * Both are rendered and CSS shows the one for the width, so the server's HTML is right at every width.
 */
export function SearchBox() {
  const [barOpen, setBarOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const barId = useId();

  const closeBar = (focusToggle: boolean) => {
    setBarOpen(false);
    if (focusToggle) toggleRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    // Focus moved elsewhere on the page: the bar would only cover the content.
    if (!event.currentTarget.contains(event.relatedTarget)) setBarOpen(false);
  };

  return (
    <>
      <SearchField variant="inline" />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only notes the focus leaving the toggle and its bar */}
      <div onBlur={onBlur} className={styles.toggle}>
        <IconButton
          ref={toggleRef}
          label={barOpen ? 'Suche schließen' : 'Suche öffnen'}
          color="default"
          aria-expanded={barOpen}
          aria-controls={barOpen ? barId : undefined}
          onClick={() => setBarOpen((open) => !open)}
        >
          {barOpen ? <CloseIcon /> : <SearchIcon />}
        </IconButton>
        {barOpen && (
          <div id={barId} className={styles.bar}>
            <SearchField variant="bar" onDone={closeBar} />
          </div>
        )}
      </div>
    </>
  );
}

type Option = { kind: 'typed'; text: string } | { kind: 'result'; result: SearchResult };

type FieldProps =
  | { variant: 'inline'; onDone?: undefined }
  | {
      variant: 'bar';
      /** The bar should close; `focusToggle` when focus would otherwise be lost. */
      onDone: (focusToggle: boolean) => void;
    };

function SearchField({ variant, onDone }: FieldProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = pathname === SEARCH_PATH;
  const pageQuery = onSearchPage ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(pageQuery);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const listboxId = `${id}-vorschlaege`;
  const optionId = (index: number) => `${id}-vorschlag-${index}`;

  // The box shows the query of the results page, and is emptied when the person leaves that page.
  useEffect(() => {
    setText(pageQuery);
  }, [pageQuery]);

  useEffect(() => {
    if (variant === 'bar') inputRef.current?.focus();
  }, [variant]);

  const trimmed = text.trim();
  const debounced = useDebounced(trimmed, SUGGESTION_DEBOUNCE_MS);
  // Only while the person works in the box: the results page fills it with its query, which asks nothing.
  const enabled = listOpen && debounced.length >= SEARCH_MIN_CHARS;
  const suggestions = useQuery({ ...suggestionsQuery(debounced), enabled });

  useEffect(() => {
    if (enabled) noteSearchQuery(debounced, 'typed');
  }, [enabled, debounced]);

  const results = trimmed.length >= SEARCH_MIN_CHARS ? (suggestions.data?.results ?? []) : [];
  const options: Option[] = [
    { kind: 'typed', text: trimmed },
    ...results.map((result) => ({ kind: 'result' as const, result })),
  ];
  const showList = listOpen && trimmed.length >= SEARCH_MIN_CHARS;
  const activeIndex = showList && active < options.length ? active : -1;
  const settled = suggestions.isSuccess && !suggestions.isPlaceholderData && debounced === trimmed;
  const status = !showList
    ? ''
    : suggestions.isError && !suggestions.data
      ? 'Die Vorschläge konnten nicht geladen werden.'
      : settled
        ? suggestionCountText(results.length)
        : '';

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const closeList = () => {
    setListOpen(false);
    setActive(-1);
  };

  const submit = () => {
    if (!trimmed) return;
    closeList();
    onDone?.(true);
    navigate(ROUTES.search(trimmed));
  };

  const choose = (option: Option) => {
    if (option.kind === 'typed') {
      submit();
      return;
    }
    noteSearchQuery(trimmed, 'typed');
    recordSearchChoice('suggestions', option.result);
    closeList();
    setText('');
    onDone?.(true);
    navigate(resultRoute(option.result));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (trimmed.length < SEARCH_MIN_CHARS) return;
        event.preventDefault();
        const last = options.length - 1;
        if (!showList) {
          setListOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : last);
          return;
        }
        if (event.key === 'ArrowDown') setActive(activeIndex >= last ? 0 : activeIndex + 1);
        else setActive(activeIndex <= 0 ? last : activeIndex - 1);
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const option = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option) choose(option);
        else submit();
        return;
      }
      case 'Escape': {
        if (showList) {
          event.preventDefault();
          closeList();
        } else if (variant === 'bar') {
          event.preventDefault();
          onDone(true);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      }
      case 'Tab':
        closeList();
        return;
    }
  };

  const inline = variant === 'inline';
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the landmark; a <search> around it adds nothing
    <form
      role="search"
      aria-label="Portal durchsuchen"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) closeList();
      }}
      className={`${styles.form} ${inline ? styles.inline : ''}`}
      style={{ '--list-max': `${SUGGESTIONS_MAX_HEIGHT}px` } as CSSProperties}
    >
      <div className={styles.frame}>
        <input
          ref={inputRef}
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setListOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setListOpen(true)}
          placeholder={SEARCH_TEXTS.placeholder}
          type="text"
          role="combobox"
          aria-label="Suchbegriff"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_MAX_CHARS}
          spellCheck={false}
        />
        <IconButton type="submit" label="Suchen" size="small" color="default" className={styles.submit}>
          <SearchIcon size="small" />
        </IconButton>
      </div>
      {/* Keeps focus in the input while an option or the scroll bar is clicked. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the input keeps the focus; no control */}
      <div className={styles.popup} hidden={!showList} onMouseDown={(event) => event.preventDefault()}>
        <ul
          ref={listRef}
          id={listboxId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA combobox with listbox
          role="listbox"
          aria-label="Suchvorschläge"
          className={styles.list}
        >
          {showList &&
            options.map((option, index) => {
              const previous = options[index - 1];
              const newGroup =
                option.kind === 'result' &&
                (previous?.kind !== 'result' || previous.result.type !== option.result.type);
              return (
                // The options are chosen with the arrow keys in the input (aria-activedescendant).
                // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: see above
                <li
                  key={option.kind === 'typed' ? 'typed' : `${option.result.type}-${option.result.id}`}
                  id={optionId(index)}
                  data-index={index}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA listbox option
                  role="option"
                  aria-selected={index === activeIndex}
                  onClick={() => choose(option)}
                  onMouseMove={() => {
                    if (active !== index) setActive(index);
                  }}
                  className={newGroup ? `${styles.option} ${styles.newGroup}` : styles.option}
                >
                  {option.kind === 'typed' && <SearchIcon size="small" className={styles.typedIcon} />}
                  <div className={styles.optionText}>
                    <div className={styles.optionTitle}>
                      {option.kind === 'typed' ? option.text : option.result.title}
                    </div>
                    <div className={styles.optionSubtitle}>
                      {option.kind === 'typed' ? SEARCH_TEXTS.typedEntrySubtitle : option.result.subtitle}
                    </div>
                  </div>
                </li>
              );
            })}
        </ul>
        {showList && !settled && !suggestions.data && (
          <div className={styles.loading}>
            {suggestions.isError
              ? 'Die Vorschläge konnten nicht geladen werden.'
              : 'Vorschläge werden geladen …'}
          </div>
        )}
      </div>
      <div role="status" aria-live="polite">
        <ScreenReaderText>{status}</ScreenReaderText>
      </div>
    </form>
  );
}

/** `value`, once it has stayed the same for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
