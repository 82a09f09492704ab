import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditEntry } from '@kp/contract/backoffice';
import { formatDateTime } from '@kp/contract/shell';
import {
  DataTable,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  useResourceDefinitions,
} from 'react-admin';

const ACTION_CHOICES = AUDIT_ACTIONS.map((action) => ({ id: action, name: AUDIT_ACTION_LABELS[action] }));

/** Areas the log names that are not content resources of the registry. */
const OTHER_AREAS: Record<string, string> = {
  users: 'Benutzer',
  'portal-updates': 'Portal-Neuigkeiten',
  'rabatt-jahr': 'Kommunalrabatt-Jahr',
  'rabatt-marktlokationen': 'Marktlokationen',
  'import-contracts': 'Import Verträge',
  'import-documents': 'Import Konzessionsabgaben',
  'import-consumption': 'Import Verbrauchsdaten',
};

/** yyyy-mm-dd of a local day, for the date field, from the stored instant. */
function localDay(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
}

/** The day chosen in the filter as the instant it starts or ends (the browser's time zone: Germany). */
const dayBoundary = (end: boolean) => (value: string) =>
  value ? new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : value;

function useAreaLabels() {
  const resources = useResourceDefinitions();
  const labels: Record<string, string> = { ...OTHER_AREAS };
  for (const resource of Object.values(resources)) {
    if (resource.name !== 'audit') labels[resource.name] = String(resource.options?.label ?? resource.name);
  }
  return labels;
}

/** The audit log (decision 019, admins only): every back-office write, newest first, with filters. */
export function AuditList() {
  const areas = useAreaLabels();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Protokoll durchsuchen" />,
    <SelectInput
      key="resource"
      source="resource"
      label="Bereich"
      choices={Object.entries(areas).map(([id, name]) => ({ id, name }))}
      alwaysOn
    />,
    <SelectInput key="action" source="action" label="Aktion" choices={ACTION_CHOICES} alwaysOn />,
    <TextInput key="userName" source="userName" label="Person" alwaysOn />,
    <DateInput key="from" source="from" label="Von" parse={dayBoundary(false)} format={localDay} alwaysOn />,
    <DateInput key="to" source="to" label="Bis" parse={dayBoundary(true)} format={localDay} alwaysOn />,
  ];
  return (
    <List
      title="Protokoll"
      filters={filters}
      exporter={false}
      perPage={50}
      sort={{ field: 'at', order: 'DESC' }}
    >
      <DataTable<AuditEntry> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="at"
          label="Zeitpunkt"
          disableSort
          render={(entry) => formatDateTime(entry.at)}
        />
        <DataTable.Col source="userName" label="Person" disableSort />
        <DataTable.Col
          source="action"
          label="Aktion"
          disableSort
          render={(entry) =>
            AUDIT_ACTION_LABELS[entry.action as keyof typeof AUDIT_ACTION_LABELS] ?? entry.action
          }
        />
        <DataTable.Col
          source="resource"
          label="Bereich"
          disableSort
          render={(entry) => areas[entry.resource] ?? entry.resource}
        />
        <DataTable.Col source="entityId" label="Nr." disableSort />
        <DataTable.Col source="summary" label="Eintrag" disableSort />
      </DataTable>
    </List>
  );
}
