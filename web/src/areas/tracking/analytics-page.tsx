import { formatNumber, formatTimestamp } from '@kp/contract/shell';
import type { Analytics } from '@kp/contract/tracking';
import { ANALYTICS_WEEKS } from '@kp/contract/tracking-constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo } from 'react';
import { BarChart } from '../../ui/bar-chart.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import {
  chartSeries,
  describeMisses,
  describeVisits,
  germanDate,
  visitRows,
  weekLabel,
  weekTotals,
} from './analytics-data.ts';
import { useAnalytics } from './api.ts';

const TITLE = 'Auswertung';

/**
 * The admin's view of the usage statistics (spec 01 §7): page visits per week and page type, and the
 * searches that found nothing. Counted only for people who accepted tracking, without who they are.
 */
export function AnalyticsPage() {
  useDocumentTitle(TITLE);
  const analytics = useAnalytics();

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1600, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3, maxWidth: '80ch' }}>
        Seitenaufrufe und Suchen ohne Treffer der letzten {ANALYTICS_WEEKS} Wochen. Gezählt wird nur, wer im
        Cookie-Dialog der Nutzungsstatistik zugestimmt hat, und ohne Bezug zur Person.
      </Typography>
      {analytics.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => analytics.refetch()}>
              Erneut versuchen
            </Button>
          }
        >
          Die Auswertung konnte nicht geladen werden.
        </Alert>
      ) : analytics.data ? (
        <>
          <VisitsSection analytics={analytics.data} />
          <MissesSection misses={analytics.data.searchMisses} />
        </>
      ) : (
        <Box role="status" aria-busy="true" aria-label="Auswertung wird geladen">
          <Skeleton variant="rounded" height={360} sx={{ mb: 3 }} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * A table that scrolls sideways in its own box; focusable, so the keyboard can scroll it too. Positioned,
 * so the visually hidden texts inside stay inside the box rather than widening the page.
 */
function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={caption}
      sx={{
        mt: 3,
        position: 'relative',
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Table size="small" sx={{ whiteSpace: 'nowrap' }}>
        <caption style={visuallyHidden}>{caption}</caption>
        {children}
      </Table>
    </TableContainer>
  );
}

const stickyFirst = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

function VisitsSection({ analytics }: { analytics: Analytics }) {
  const { weeks } = analytics;
  const rows = useMemo(() => visitRows(analytics), [analytics]);
  const series = useMemo(() => chartSeries(rows, weeks.length), [rows, weeks.length]);
  const categories = useMemo(
    () => weeks.map((week) => `${weekLabel(week).week}\n${weekLabel(week).from}`),
    [weeks],
  );
  const totals = weekTotals(rows, weeks.length);
  const total = totals.reduce((sum, value) => sum + value, 0);

  return (
    <Section title="Seitenaufrufe je Woche">
      {total === 0 ? (
        <Typography>
          In den letzten {ANALYTICS_WEEKS} Wochen wurden keine Seitenaufrufe erfasst. Aufrufe werden nur
          gezählt, wenn Nutzerinnen und Nutzer im Cookie-Dialog zugestimmt haben.
        </Typography>
      ) : (
        <>
          <BarChart
            categories={categories}
            series={series}
            label={describeVisits(rows, weeks)}
            height={380}
          />
          <ScrollingTable
            caption={`Seitenaufrufe je Seitentyp und Woche, ${germanDate(weeks[0])} bis ${germanDate(weeks[weeks.length - 1])}`}
          >
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={stickyFirst}>
                  Seitentyp
                </TableCell>
                {weeks.map((week) => {
                  const label = weekLabel(week);
                  return (
                    <TableCell key={week} component="th" scope="col" align="right">
                      {label.week}
                      <Box
                        component="span"
                        sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}
                      >
                        <Box component="span" sx={visuallyHidden}>
                          ab{' '}
                        </Box>
                        {label.from}
                      </Box>
                    </TableCell>
                  );
                })}
                <TableCell component="th" scope="col" align="right">
                  Summe
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.pageType} hover>
                  <TableCell component="th" scope="row" sx={stickyFirst}>
                    {row.label}
                  </TableCell>
                  {row.perWeek.map((visits, index) => (
                    <TableCell key={weeks[index]} align="right">
                      {formatNumber(visits)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatNumber(row.total)}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ ...stickyFirst, fontWeight: 700 }}>
                  Alle Seiten
                </TableCell>
                {totals.map((visits, index) => (
                  <TableCell key={weeks[index]} align="right" sx={{ fontWeight: 700 }}>
                    {formatNumber(visits)}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {formatNumber(total)}
                </TableCell>
              </TableRow>
            </TableBody>
          </ScrollingTable>
        </>
      )}
    </Section>
  );
}

function MissesSection({ misses }: { misses: Analytics['searchMisses'] }) {
  const categories = useMemo(() => misses.map((miss) => miss.query), [misses]);
  const series = useMemo(() => [{ name: 'Suchen', data: misses.map((miss) => miss.count) }], [misses]);
  return (
    <Section title="Suchen ohne Treffer">
      {misses.length === 0 ? (
        <Typography>In den letzten {ANALYTICS_WEEKS} Wochen gab es keine Suchen ohne Treffer.</Typography>
      ) : (
        <>
          <BarChart
            categories={categories}
            series={series}
            label={describeMisses(misses)}
            horizontal
            height={48 + 28 * misses.length}
          />
          <ScrollingTable caption="Suchen ohne Treffer, die häufigsten zuerst">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Suchbegriff
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Anzahl
                </TableCell>
                <TableCell component="th" scope="col">
                  Zuletzt gesucht
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {misses.map((miss) => (
                <TableRow key={miss.query} hover>
                  <TableCell component="th" scope="row">
                    {miss.query}
                  </TableCell>
                  <TableCell align="right">{formatNumber(miss.count)}</TableCell>
                  <TableCell>{formatTimestamp(miss.lastSearchedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollingTable>
        </>
      )}
    </Section>
  );
}
