import { zodResolver } from '@hookform/resolvers/zod';
import {
  REQUEST_KIND_LABELS,
  REQUEST_KINDS,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestDetail,
  type RequestStatus,
  type RequestSummary,
  RequestUpdateSchema,
} from '@kp/contract/requests';
import { formatDateTime } from '@kp/contract/shell';
import DownloadIcon from '@mui/icons-material/Download';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { SxProps } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  DataTable,
  List as RaList,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useGetList,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';
import { exportUrl, RESOURCE } from './export-url.ts';

/**
 * The requests inbox: what the portal received (consultations, moment claims, education
 * requests and claims, newsletter sign-ups, accessibility reports), each with a status, a note and who
 * handled it. New requests stand out; the export takes the list's filters and order.
 */

export { RESOURCE };

const kindChoices = REQUEST_KINDS.map((id) => ({ id, name: REQUEST_KIND_LABELS[id] }));
const statusChoices = REQUEST_STATUSES.map((id) => ({ id, name: REQUEST_STATUS_LABELS[id] }));

/** 'neu' filled in the primary colour (white on it passes the contrast check), the others outlined. */
function StatusChip({ status }: { status: RequestStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'new' ? 'filled' : 'outlined'}
      color={status === 'new' ? 'primary' : 'default'}
      label={REQUEST_STATUS_LABELS[status]}
    />
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, E-Mail, Nachricht oder Notiz suchen" />,
  <SelectInput key="kind" source="kind" label="Art" choices={kindChoices} alwaysOn emptyText="Alle Arten" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={statusChoices}
    alwaysOn
    emptyText="Alle Status"
  />,
];

function ListActions() {
  const { filterValues, sort, total } = useListContext();
  const disabled = !total;
  return (
    <TopToolbar>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          component="a"
          href={disabled ? undefined : exportUrl(format, filterValues, sort)}
          download
          disabled={disabled}
          size="small"
          startIcon={<DownloadIcon aria-hidden />}
        >
          {format === 'csv' ? 'CSV exportieren' : 'Excel exportieren'}
        </Button>
      ))}
    </TopToolbar>
  );
}

/** A new request stands out: bold, with a bar in the primary colour at its start. */
const newRowSx = (record: RequestSummary): SxProps =>
  record.status === 'new'
    ? {
        '& td': { fontWeight: 700 },
        '& td:first-of-type': { boxShadow: 'inset 4px 0 0 currentColor', color: 'primary.main' },
      }
    : {};

const Column = DataTable.Col<RequestSummary>;

export function List() {
  return (
    <RaList
      title="Anfragen"
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <DataTable<RequestSummary> bulkActionButtons={false} rowClick="edit" rowSx={newRowSx}>
        <Column
          source="createdAt"
          label="Eingegangen am"
          render={(record) => formatDateTime(record.createdAt)}
        />
        <Column source="kind" label="Art" render={(record) => REQUEST_KIND_LABELS[record.kind]} />
        <Column source="name" label="Von" disableSort />
        <Column source="subject" label="Betreff" disableSort>
          <EditLinkField source="subject" emptyText="(ohne Betreff)" />
        </Column>
        <Column source="commune" label="Kommune" disableSort />
        <Column source="status" label="Status" render={(record) => <StatusChip status={record.status} />} />
        <Column
          source="handledAt"
          label="Bearbeitet"
          render={(record) =>
            record.handledBy && record.handledAt
              ? `${record.handledBy}, ${formatDateTime(record.handledAt)}`
              : '–'
          }
        />
      </DataTable>
    </RaList>
  );
}

/** Everything the sender gave, as the mail listed it. */
function RequestData() {
  // Until the read answers, react-admin shows the list's line, which has no fields yet.
  const record = useRecordContext<RequestSummary & Partial<RequestDetail>>();
  if (!record) return null;
  const fields = record.fields ?? [];
  return (
    <Box component="section" aria-labelledby="request-data-heading" sx={{ width: '100%', mb: 2 }}>
      <Typography id="request-data-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {REQUEST_KIND_LABELS[record.kind]}: Anfrage Nr. {record.number}
      </Typography>
      <Typography component="div" sx={{ mb: 2 }}>
        Eingegangen am {formatDateTime(record.createdAt)} · Status: <StatusChip status={record.status} />
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
        }}
      >
        {fields.map((field) => (
          <Box key={field.key} sx={{ display: 'contents' }}>
            <dt>{field.label}</dt>
            <dd>{field.value || '–'}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function HandledBy() {
  const record = useRecordContext<RequestDetail>();
  if (!record) return null;
  return (
    <Typography sx={{ mb: 1 }} data-testid="handled-by">
      {record.handledBy && record.handledAt
        ? `Bearbeitet von ${record.handledBy} am ${formatDateTime(record.handledAt)}`
        : 'Noch nicht bearbeitet.'}
    </Typography>
  );
}

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton label="Speichern" />
    </Toolbar>
  );
}

export function Edit() {
  const queryClient = useQueryClient();
  // A save patches the cached lists' records but not their totals: the menu's count of new requests
  // (MenuIcon) is fetched again, so it drops as soon as a request leaves 'neu'.
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: [RESOURCE, 'getList'] });
  return (
    <BackofficeEdit title="Anfrage" redirect={false} mutationOptions={{ onSettled: refreshLists }}>
      <SimpleForm
        warnWhenUnsavedChanges
        resolver={zodResolver(RequestUpdateSchema)}
        toolbar={<EditToolbar />}
      >
        <RequestData />
        <Typography component="h2" variant="h6">
          Bearbeitung
        </Typography>
        <HandledBy />
        <SelectInput source="status" label="Status" choices={statusChoices} validate={undefined} />
        <TextInput source="note" label="Notiz" multiline minRows={4} fullWidth />
      </SimpleForm>
    </BackofficeEdit>
  );
}

/** The menu's icon with the number of new requests (one count query; Edit fetches it again after a save). */
export function MenuIcon() {
  const { total } = useGetList<RequestSummary>(
    RESOURCE,
    {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'new' },
    },
    { staleTime: 60_000 },
  );
  const count = total ?? 0;
  return (
    <Badge badgeContent={count} color="primary" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
      <MoveToInboxOutlinedIcon />
      {count > 0 && <Box component="span" sx={visuallyHidden}>{`${count} neu: `}</Box>}
    </Badge>
  );
}
