import type { NewsEntry } from '@kp/contract/news';
import { SEARCH_TEXTS } from '@kp/contract/search-constants';
import { ROUTES } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useUser } from '../../app/session.ts';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { contactPersons } from '../../ui/contact-persons.ts';
import { EntryMeta } from '../../ui/entry-meta.tsx';
import { MainAside } from '../../ui/main-aside.tsx';
import { latestNewsQuery } from './api.ts';

/** Entries of the latest news on the page without hits. */
const LATEST_NEWS_COUNT = 4;

/** No hits (spec 01 §2): the texts, the suggestion 'Strom', the latest news, and the contacts on the right. */
export function NoResults({ heading }: { heading: ReactNode }) {
  const user = useUser();
  return (
    <MainAside
      from="lg"
      gap={{ xs: 3, md: 4 }}
      aside={
        // No page names contact persons here: the fallback rule of the contact column, as on the FAQ page.
        <ContactColumn persons={contactPersons({ personsInCharge: [], showRegionalLeiter: false }, user)} />
      }
    >
      <Box sx={{ maxWidth: 900 }}>
        {heading}
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          {SEARCH_TEXTS.noResultsTitle}
        </Typography>
        <Typography sx={{ mb: 1 }}>{SEARCH_TEXTS.noResultsText}</Typography>
        <Typography sx={{ mb: 4 }}>
          Versuchen Sie es zum Beispiel mit{' '}
          <Link component={RouterLink} to={ROUTES.search(SEARCH_TEXTS.suggestion)} sx={{ fontWeight: 600 }}>
            {SEARCH_TEXTS.suggestion}
          </Link>
          .
        </Typography>
        <LatestNews />
      </Box>
    </MainAside>
  );
}

const newsRoute = (entry: Pick<NewsEntry, 'id' | 'is_press'>) =>
  entry.is_press ? ROUTES.pressDetail(entry.id) : ROUTES.newsDetail(entry.id);

function LatestNews() {
  const { data, isPending } = useQuery(latestNewsQuery());
  const headingId = useId();
  const entries = (data ?? []).slice(0, LATEST_NEWS_COUNT);
  if (!isPending && entries.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Aktuelle Nachrichten
      </Typography>
      {isPending ? (
        <Box role="status" aria-label="Nachrichten werden geladen …" sx={{ display: 'grid', gap: 1.5 }}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} variant="rounded" height={64} />
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={`${entry.category}-${entry.id}`}
              sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2, py: 0.5 }}
            >
              <EntryMeta category={entry.category} date={entry.pub_date} mb={0.25} />
              <Typography component="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>
                <Link component={RouterLink} to={newsRoute(entry)} underline="hover">
                  {entry.title}
                </Link>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
