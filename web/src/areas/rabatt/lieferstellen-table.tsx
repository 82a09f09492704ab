// biome-ignore-all lint/a11y/noRedundantRoles: the narrow layout's display: block takes the table's semantics away; the explicit roles keep them
// biome-ignore-all lint/a11y/useSemanticElements: as above
import type { Lieferstelle, LieferstellenPage } from '@kp/contract/rabatt';
import { addressOf, levelOf, type RabattRole } from '@kp/contract/rabatt-constants';
import { formatEuro, formatNumber } from '@kp/contract/shell';
import { Fragment, type ReactNode } from 'react';
import { IconButton } from '../../ui/icon-button.tsx';
import { ChevronLeftIcon, ChevronRightIcon, ExpandMoreIcon } from '../../ui/icons.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import hidden from '../../ui/screen-reader-text.module.css';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import table from '../../ui/table.module.css';
import styles from './lieferstellen-table.module.css';
import { rowBadges } from './list-format.ts';
import { listLockText } from './process-rules.ts';
import { RabattCheckbox } from './rabatt-checkbox.tsx';

const COLUMN_COUNT = 11;

export const detailsId = (row: Pick<Lieferstelle, 'id'>) => `lieferstelle-details-${row.id}`;

/**
 * One server page of delivery points (spec 02 §2) as a table, the open row's details in a row below it.
 * Compact cells that wrap, so eleven columns fit the content width beside the drawer (about 940 px at
 * 1264 px); a horizontal scroll container is the last resort. Below 960 px each row becomes a card of
 * labelled fields (decision 010, WCAG 1.4.10): the same elements restyled, so nothing typed in an open row is
 * lost when the window narrows, and explicit ARIA roles keep the table's semantics under `display: block`.
 */
export function LieferstellenTable({
  data,
  caption,
  fetching,
  lock,
  openId,
  emptyText,
  onToggle,
  onPageChange,
  renderDetails,
}: {
  data: LieferstellenPage;
  caption: string;
  fetching: boolean;
  /** Who reads the list, and the id of the notice that says why the discount boxes are locked, if they are. */
  lock: { noticeId: string; role: RabattRole };
  openId: number | null;
  emptyText: string;
  onToggle: (row: Lieferstelle) => void;
  /** `page` counts from 1. */
  onPageChange: (page: number) => void;
  renderDetails: (row: Lieferstelle) => ReactNode;
}) {
  const lockedBy = listLockText(lock.role, data.status) ? lock.noticeId : undefined;
  return (
    <div>
      <div className={styles.progress}>
        {fetching && <ProgressBar label="Lieferstellen werden geladen" />}
      </div>
      <div className={`${table.container} ${table.framed}`}>
        <table role="table" aria-busy={fetching} className={`${table.table} ${styles.table}`}>
          <caption className={hidden.hidden}>{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader" className={styles.rabattHead}>
                Rabatt
              </th>
              <th scope="col" role="columnheader">
                Marktlokation
              </th>
              <th scope="col" role="columnheader">
                Adresse
              </th>
              <th scope="col" role="columnheader">
                PLZ
              </th>
              <th scope="col" role="columnheader">
                Geschäfts&shy;partner-Nr
              </th>
              <th scope="col" role="columnheader">
                Geschäfts&shy;partner
              </th>
              <th scope="col" role="columnheader">
                Notiz
              </th>
              <th scope="col" role="columnheader">
                Druckstufe/
                <wbr />
                Spannungs&shy;ebene
              </th>
              <th scope="col" role="columnheader" className={table.number}>
                Rabatt&shy;betrag
              </th>
              <th scope="col" role="columnheader">
                Kommen&shy;tare
              </th>
              <th scope="col" role="columnheader">
                <ScreenReaderText>Details</ScreenReaderText>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {data.items.length === 0 && (
              <tr role="row">
                <td role="cell" colSpan={COLUMN_COUNT} className={styles.empty}>
                  {emptyText}
                </td>
              </tr>
            )}
            {data.items.map((row) => {
              const open = row.id === openId;
              return (
                <Fragment key={row.id}>
                  <tr role="row" className={open ? `${styles.dataRow} ${styles.open}` : styles.dataRow}>
                    <td role="cell" className={styles.rabattCell}>
                      <CellLabel>Rabatt</CellLabel>
                      <RabattCheckbox
                        row={row}
                        editable={data.permissions.canSetRabatt}
                        describedBy={lockedBy}
                      />
                    </td>
                    <td role="cell" className={styles.malo}>
                      <CellLabel>Marktlokation</CellLabel>
                      <div className={styles.figure}>{row.marktlokation}</div>
                      <Badges labels={rowBadges(row)} />
                    </td>
                    <td role="cell" className={styles.wide}>
                      <CellLabel>Adresse</CellLabel>
                      {addressOf(row)}
                    </td>
                    <td role="cell">
                      <CellLabel>PLZ</CellLabel>
                      {row.plz}
                    </td>
                    <td role="cell">
                      <CellLabel>Geschäftspartner-Nr</CellLabel>
                      {row.geschaeftspartnerNummer}
                    </td>
                    <td role="cell" className={styles.wide}>
                      <CellLabel>Geschäftspartner</CellLabel>
                      {row.geschaeftspartnerName}
                    </td>
                    <td role="cell" className={styles.note}>
                      <CellLabel>Notiz</CellLabel>
                      {row.notiz}
                    </td>
                    <td role="cell">
                      <CellLabel>Druckstufe/Spannungsebene</CellLabel>
                      {levelOf(row)}
                    </td>
                    <td role="cell" className={`${table.number} ${styles.amount}`}>
                      <CellLabel>Rabattbetrag</CellLabel>
                      {row.rabattMenge === null ? '–' : formatEuro(row.rabattMenge)}
                    </td>
                    <td role="cell">
                      <CellLabel>Kommentare</CellLabel>
                      <CommentCount total={row.comments} unread={row.unreadComments} />
                    </td>
                    <td role="cell" className={styles.detailsCell}>
                      <IconButton
                        size="small"
                        color="primary"
                        label={`Details zu Marktlokation ${row.marktlokation}`}
                        aria-expanded={open}
                        aria-controls={open ? detailsId(row) : undefined}
                        onClick={() => onToggle(row)}
                        className={styles.toggle}
                      >
                        <ExpandMoreIcon size="medium" className={styles.chevron} />
                      </IconButton>
                    </td>
                  </tr>
                  {open && (
                    <tr role="row" className={styles.detailsRow}>
                      <td role="cell" colSpan={COLUMN_COUNT} className={styles.detailsPane}>
                        <section
                          id={detailsId(row)}
                          aria-label={`Details zu Marktlokation ${row.marktlokation}`}
                        >
                          {renderDetails(row)}
                        </section>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager total={data.total} page={data.page} pageSize={data.pageSize} onPageChange={onPageChange} />
    </div>
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
    <nav aria-label="Seiten der Lieferstellen" className={styles.pager}>
      <p aria-live="polite" className={styles.range}>
        {`${formatNumber(from)}–${formatNumber(to)} von ${formatNumber(total)}`}
      </p>
      <IconButton
        label="Vorherige Seite"
        color="default"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon size="medium" />
      </IconButton>
      <IconButton
        label="Nächste Seite"
        color="default"
        disabled={page >= last}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRightIcon size="medium" />
      </IconButton>
    </nav>
  );
}

/** The column's name inside a cell, shown only in the narrow layout (screen readers have the header). */
function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}
    </span>
  );
}

function Badges({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <div className={styles.badges}>
      {labels.map((label) => (
        <span key={label} className={styles.badge}>
          {label}
        </span>
      ))}
    </div>
  );
}

function CommentCount({ total, unread }: { total: number; unread: number }) {
  return (
    <div>
      <span className={styles.figure}>{formatNumber(total)}</span>
      {unread > 0 && <span className={styles.unread}>{formatNumber(unread)} ungelesen</span>}
    </div>
  );
}
