import type { Lieferstelle, LieferstellenPage } from '@kp/contract/rabatt';
import { addressOf, formatCount, formatEuro, levelOf } from '@kp/contract/rabatt-constants';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, type ReactNode } from 'react';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { rowBadges } from './list-format.ts';
import { RabattCheckbox } from './rabatt-checkbox.tsx';

const COLUMN_COUNT = 11;

export const detailsId = (row: Pick<Lieferstelle, 'id'>) => `lieferstelle-details-${row.id}`;

/**
 * One server page of delivery points (spec 02 §2) as a table, the open row's details in a row below it.
 * Compact cells that wrap, so eleven columns fit the content width beside the drawer (about 940 px at
 * 1264 px); a horizontal scroll container is the last resort.
 */
export function LieferstellenTable({
  data,
  caption,
  fetching,
  openId,
  emptyText,
  onToggle,
  onPageChange,
  renderDetails,
}: {
  data: LieferstellenPage;
  caption: string;
  fetching: boolean;
  openId: number | null;
  emptyText: string;
  onToggle: (row: Lieferstelle) => void;
  /** `page` counts from 1. */
  onPageChange: (page: number) => void;
  renderDetails: (row: Lieferstelle) => ReactNode;
}) {
  return (
    <Box>
      <Box sx={{ height: 4 }}>{fetching && <LinearProgress aria-label="Lieferstellen werden geladen" />}</Box>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table
          size="small"
          aria-busy={fetching}
          sx={{
            minWidth: 760,
            '& th, & td': { px: 0.75, py: 0.75, fontSize: '0.8125rem', lineHeight: 1.35 },
            '& thead th': { fontWeight: 700, verticalAlign: 'bottom', bgcolor: 'action.hover' },
            '& tbody td': { verticalAlign: 'top' },
          }}
        >
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" sx={{ width: 48 }}>
                Rabatt
              </TableCell>
              <TableCell>Marktlokation</TableCell>
              <TableCell>Adresse</TableCell>
              <TableCell>PLZ</TableCell>
              <TableCell>Geschäfts&shy;partner-Nr</TableCell>
              <TableCell>Geschäfts&shy;partner</TableCell>
              <TableCell>Notiz</TableCell>
              <TableCell>
                Druckstufe/
                <wbr />
                Spannungs&shy;ebene
              </TableCell>
              <TableCell align="right">Rabatt&shy;betrag</TableCell>
              <TableCell>Kommen&shy;tare</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Details
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={COLUMN_COUNT}
                  sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}
                >
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
            {data.items.map((row) => {
              const open = row.id === openId;
              return (
                <Fragment key={row.id}>
                  <TableRow selected={open} sx={open ? { '& td': { borderBottom: 0 } } : undefined}>
                    <TableCell padding="checkbox">
                      <RabattCheckbox row={row} editable={data.permissions.canSetRabatt} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Box sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.marktlokation}</Box>
                      <Badges labels={rowBadges(row)} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 110 }}>{addressOf(row)}</TableCell>
                    <TableCell>{row.plz}</TableCell>
                    <TableCell>{row.geschaeftspartnerNummer}</TableCell>
                    <TableCell sx={{ minWidth: 110 }}>{row.geschaeftspartnerName}</TableCell>
                    <TableCell sx={{ minWidth: 90, maxWidth: 180, overflowWrap: 'anywhere' }}>
                      {row.notiz}
                    </TableCell>
                    <TableCell>{levelOf(row)}</TableCell>
                    <TableCell
                      align="right"
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {row.rabattMenge === null ? '–' : formatEuro(row.rabattMenge)}
                    </TableCell>
                    <TableCell>
                      <CommentCount total={row.comments} unread={row.unreadComments} />
                    </TableCell>
                    <TableCell padding="none" sx={{ width: 40, textAlign: 'center' }}>
                      <IconButton
                        size="small"
                        aria-expanded={open}
                        aria-controls={open ? detailsId(row) : undefined}
                        aria-label={`Details zu Marktlokation ${row.marktlokation}`}
                        onClick={() => onToggle(row)}
                        sx={{ color: 'primary.main', mt: -0.5 }}
                      >
                        <ExpandMoreIcon
                          sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
                        />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                  {open && (
                    <TableRow>
                      <TableCell
                        colSpan={COLUMN_COUNT}
                        sx={{ bgcolor: 'action.hover', p: '16px !important' }}
                      >
                        <Box
                          role="region"
                          id={detailsId(row)}
                          aria-label={`Details zu Marktlokation ${row.marktlokation}`}
                        >
                          {renderDetails(row)}
                        </Box>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Pager total={data.total} page={data.page} pageSize={data.pageSize} onPageChange={onPageChange} />
    </Box>
  );
}

/**
 * '1–10 von 69' and the two page buttons. Written here because MUI's TablePagination brings its rows-per-page
 * select (menu, popover, modal) along even when there is only one page size.
 */
function Pager({
  total,
  page,
  pageSize,
  onPageChange,
}: {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Box
      component="nav"
      aria-label="Seiten der Lieferstellen"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 2, py: 1 }}
    >
      <Box component="p" aria-live="polite" sx={{ m: 0, mr: 2, fontSize: '0.875rem' }}>
        {`${formatCount(from)}–${formatCount(to)} von ${formatCount(total)}`}
      </Box>
      <IconButton aria-label="Vorherige Seite" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label="Nächste Seite" disabled={page >= last} onClick={() => onPageChange(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}

function Badges({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5, whiteSpace: 'normal' }}>
      {labels.map((label) => (
        <Box
          key={label}
          component="span"
          sx={{
            px: 0.75,
            borderRadius: 1,
            border: 1,
            borderColor: 'primary.main',
            color: 'primary.main',
            fontSize: '0.75rem',
            fontWeight: 600,
            lineHeight: 1.5,
          }}
        >
          {label}
        </Box>
      ))}
    </Box>
  );
}

function CommentCount({ total, unread }: { total: number; unread: number }) {
  return (
    <Box>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCount(total)}
      </Box>
      {unread > 0 && (
        <Box
          component="span"
          sx={{
            display: 'block',
            mt: 0.25,
            px: 0.75,
            width: 'fit-content',
            borderRadius: 1,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: '0.75rem',
            fontWeight: 600,
            whiteSpace: 'nowrap',
          }}
        >
          {formatCount(unread)} ungelesen
        </Box>
      )}
    </Box>
  );
}
