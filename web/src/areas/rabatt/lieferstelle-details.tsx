import type { Change, Lieferstelle, ListPermissions } from '@kp/contract/rabatt';
import { formatRabattMenge } from '@kp/contract/rabatt-constants';
import { formatDateTime } from '@kp/contract/shell';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useId } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { DetailsList } from '../../ui/details-list.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { detailsQuery } from './api.ts';
import { CommentThread } from './comment-thread.tsx';
import { EditForm } from './edit-form.tsx';
import { changeLines, newestFirst } from './list-format.ts';

/**
 * The detail view of one delivery point (spec 02 §2): master data, the yearly amounts, the edit form, the
 * comment thread and the change history.
 */
export function LieferstelleDetails({
  row,
  commune,
  year,
  permissions,
  draft,
  onDraftChange,
  commentInputRef,
}: {
  row: Lieferstelle;
  commune: string;
  year: number;
  permissions: ListPermissions;
  draft: string;
  onDraftChange: (draft: string) => void;
  commentInputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))',
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
        <Section title="Stammdaten">
          <MasterData row={row} />
        </Section>
        <Section title="Rabattmenge je Jahr">
          <YearlyTable row={row} commune={commune} />
        </Section>
        <Section title="Änderungen">
          <ChangeList changes={row.changes} />
        </Section>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
        <Section title="Adresse und Notiz bearbeiten">
          <EditForm key={row.id} row={row} commune={commune} editable={permissions.canEditAddresses} />
        </Section>
        <Section title="Kommentare">
          <CommentThread
            commune={commune}
            year={year}
            marktlokation={row.marktlokation}
            canComment={permissions.canComment}
            draft={draft}
            onDraftChange={onDraftChange}
            inputRef={commentInputRef}
          />
        </Section>
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const orDash = (value: string | null) => (value === null || value.trim() === '' ? '–' : value);

function MasterData({ row }: { row: Lieferstelle }) {
  const pairs: [string, string | null][] = [
    ['Sparte', row.sparte],
    row.sparte === 'Strom' ? ['Spannungsebene', row.spannungsebene] : ['Druckstufe', row.druckstufe],
    ['Geschäftspartner', row.geschaeftspartnerName],
    ['Geschäftspartner-Nr.', row.geschaeftspartnerNummer],
    ['PLZ', row.plz],
    ['Ort', row.ort],
    ['Zuordnung MG', row.zuordnungMg],
    ['Zusatzinfo 1', row.zusatzinfo1],
    ['Zusatzinfo 2', row.zusatzinfo2],
    ['Zusatzinfo 3', row.zusatzinfo3],
    ['VK Sammler', row.vkSammler],
    ['VK Einzel', row.vkEinzel],
  ];
  return (
    <DetailsList sx={{ bgcolor: 'background.paper', py: 1.5, fontSize: '0.875rem' }}>
      {pairs.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{orDash(value)}</dd>
        </Box>
      ))}
    </DetailsList>
  );
}

function YearlyTable({ row, commune }: { row: Lieferstelle; commune: string }) {
  const details = useQuery({
    ...detailsQuery(commune, row.marktlokation, row.geschaeftspartnerNummer),
    meta: { silent: true },
  });
  if (details.isPending) return <Skeleton variant="rounded" height={96} aria-hidden />;
  if (details.isError) return <Alert severity="error">{errorMessage(details.error)}</Alert>;
  if (details.data.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Für diese Lieferstelle liegen keine Jahreswerte vor.
      </Typography>
    );
  }
  return (
    <Box
      component="table"
      sx={{
        borderCollapse: 'collapse',
        bgcolor: 'background.paper',
        fontSize: '0.875rem',
        minWidth: 240,
        '& th, & td': { px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' },
        '& th': { fontWeight: 700, textAlign: 'left' },
        '& td:last-of-type, & th:last-of-type': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <Box component="caption" sx={visuallyHidden}>
        Rabattmenge je Jahr, Marktlokation {row.marktlokation}
      </Box>
      <thead>
        <tr>
          <th scope="col">Jahr</th>
          <th scope="col">Rabattmenge</th>
        </tr>
      </thead>
      <tbody>
        {details.data.map((entry) => (
          <tr key={entry.year}>
            <td>{entry.year}</td>
            <td>{formatRabattMenge(entry.rabattMenge)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function ChangeList({ changes }: { changes: Change[] }) {
  if (changes.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Noch keine Änderungen.
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, fontSize: '0.875rem' }}>
      {newestFirst(changes).map((change) => (
        <Box component="li" key={change.id}>
          <Box sx={{ color: 'text.secondary' }}>
            <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time> · {change.user}
          </Box>
          {changeLines(change).map((line) => (
            <Box key={line.field}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {line.field}:
              </Box>{' '}
              {line.before} → {line.after}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
