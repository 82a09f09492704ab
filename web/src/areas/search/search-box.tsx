import type { SearchResult } from '@kp/contract/search';
import {
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_TEXTS,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTIONS_MAX_HEIGHT,
} from '@kp/contract/search-constants';
import { ROUTES } from '@kp/contract/shell';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { suggestionsQuery } from './api.ts';
import { resultRoute, suggestionCountText } from './search-results.ts';
import { noteSearchQuery, recordSearchChoice } from './search-session.ts';

const SEARCH_PATH = ROUTES.search('').split('?')[0];

/**
 * Top-bar search box (spec 01 §2): inline from 1264 px; below, a magnifier button opens it as a bar under
 * the top bar. Hand-rolled WAI-ARIA combobox, as it is in every page's bundle.
 */
export function SearchBox({ wide }: { wide: boolean }) {
  const [barOpen, setBarOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const barId = useId();

  if (wide) return <SearchField variant="inline" />;

  const closeBar = (focusToggle: boolean) => {
    setBarOpen(false);
    if (focusToggle) toggleRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    // Focus moved elsewhere on the page: the bar would only cover the content.
    if (!event.currentTarget.contains(event.relatedTarget)) setBarOpen(false);
  };

  return (
    <Box onBlur={onBlur}>
      <IconButton
        ref={toggleRef}
        // The theme's focus ring shows focus; the pulsing ripple would run as long as focus stays here.
        disableFocusRipple
        aria-label={barOpen ? 'Suche schließen' : 'Suche öffnen'}
        aria-expanded={barOpen}
        aria-controls={barOpen ? barId : undefined}
        onClick={() => setBarOpen((open) => !open)}
      >
        {barOpen ? <CloseIcon /> : <SearchIcon />}
      </IconButton>
      {barOpen && (
        <Box
          id={barId}
          sx={{
            // Below the top bar, over its full width (the toolbar is the positioned ancestor).
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            px: { xs: 2, sm: 3 },
            py: 1,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
            boxShadow: 3,
          }}
        >
          <SearchField variant="bar" onDone={closeBar} />
        </Box>
      )}
    </Box>
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
    <Box
      component="form"
      role="search"
      aria-label="Portal durchsuchen"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) closeList();
      }}
      sx={{ position: 'relative', width: inline ? { lg: 300, xl: 380 } : '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          pl: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      >
        <InputBase
          inputRef={inputRef}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setListOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setListOpen(true)}
          placeholder={SEARCH_TEXTS.placeholder}
          sx={{ flex: 1, minWidth: 0 }}
          inputProps={{
            role: 'combobox',
            'aria-label': 'Suchbegriff',
            'aria-autocomplete': 'list',
            'aria-expanded': showList,
            'aria-controls': listboxId,
            'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
            autoComplete: 'off',
            enterKeyHint: 'search',
            maxLength: SEARCH_MAX_CHARS,
            spellCheck: false,
          }}
        />
        <IconButton type="submit" aria-label="Suchen" size="small" sx={{ m: 0.25 }}>
          <SearchIcon fontSize="small" />
        </IconButton>
      </Box>
      <Paper
        elevation={8}
        hidden={!showList}
        // Keeps focus in the input while an option or the scroll bar is clicked.
        onMouseDown={(event) => event.preventDefault()}
        sx={{
          position: 'absolute',
          top: 'calc(100% + 4px)',
          right: 0,
          width: inline ? 'max(100%, 420px)' : '100%',
          maxHeight: `min(${SUGGESTIONS_MAX_HEIGHT}px, calc(100vh - ${inline ? 88 : 136}px))`,
          overflowY: 'auto',
          zIndex: 1,
          '&[hidden]': { display: 'none' },
        }}
      >
        <Box
          component="ul"
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label="Suchvorschläge"
          sx={{ listStyle: 'none', m: 0, py: 0.5, px: 0 }}
        >
          {showList &&
            options.map((option, index) => {
              const previous = options[index - 1];
              const newGroup =
                option.kind === 'result' &&
                (previous?.kind !== 'result' || previous.result.type !== option.result.type);
              return (
                <Box
                  component="li"
                  key={option.kind === 'typed' ? 'typed' : `${option.result.type}-${option.result.id}`}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  aria-selected={index === activeIndex}
                  onClick={() => choose(option)}
                  onMouseMove={() => {
                    if (active !== index) setActive(index);
                  }}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    px: 2,
                    py: 1,
                    cursor: 'pointer',
                    borderTop: newGroup ? 1 : 0,
                    borderColor: 'divider',
                    '&[aria-selected="true"]': { bgcolor: 'action.selected' },
                  }}
                >
                  {option.kind === 'typed' && (
                    <SearchIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
                  )}
                  <Box sx={{ minWidth: 0 }}>
                    <Box
                      sx={{
                        fontWeight: 600,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {option.kind === 'typed' ? option.text : option.result.title}
                    </Box>
                    <Box sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
                      {option.kind === 'typed' ? SEARCH_TEXTS.typedEntrySubtitle : option.result.subtitle}
                    </Box>
                  </Box>
                </Box>
              );
            })}
        </Box>
        {showList && !settled && !suggestions.data && (
          <Box sx={{ px: 2, pb: 1, fontSize: '0.875rem', color: 'text.secondary' }}>
            {suggestions.isError
              ? 'Die Vorschläge konnten nicht geladen werden.'
              : 'Vorschläge werden geladen …'}
          </Box>
        )}
      </Paper>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {status}
      </Box>
    </Box>
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
