import { zodResolver } from '@hookform/resolvers/zod';
import { CONSTRUCTION_SPARTEN, ConstructionProjectInputSchema } from '@kp/contract/construction-backoffice';
import { formatDate } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import {
  DataTable,
  DateInput,
  FunctionField,
  Create as RaCreate,
  List as RaList,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { usePortalConfig } from '../../../app/portal-config.ts';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';
import { formatCoordinate, parseCoordinate, validPosition } from './coordinates.ts';

/** The form's fields in German, for the version comparison too. */
const LABELS = {
  title: 'Titel',
  description: 'Beschreibung',
  sparte: 'Sparte',
  commune: 'Kommune',
  street: 'Straße',
  startDate: 'Beginn',
  endDate: 'Ende (leer: offen)',
  latitude: 'Breite',
  longitude: 'Länge',
};

/**
 * Construction projects (the construction map) in the back office: the position is picked on the Leaflet map
 * we ship or typed as coordinates ("Breite", "Länge", decimal comma), which is the keyboard's way.
 */

const PositionPicker = lazy(() =>
  import('./position-picker.tsx').then((module) => ({ default: module.PositionPicker })),
);

const SPARTE_CHOICES = CONSTRUCTION_SPARTEN.map((sparte) => ({ id: sparte, name: sparte }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />,
  <SelectInput key="sparte" source="sparte" label="Sparte" choices={SPARTE_CHOICES} alwaysOn />,
  <TextInput key="commune" source="commune" label="Kommune" />,
];

export function List() {
  return (
    <RaList
      title="Bauprojekte"
      filters={filters}
      sort={{ field: 'startDate', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="title" label="Titel" field={EditLinkField} />
        <DataTable.Col source="commune" label="Kommune" />
        <DataTable.Col source="sparte" label="Sparte" />
        <DataTable.Col source="startDate" label="Zeitraum">
          <FunctionField
            render={(record: { startDate: string; endDate: string | null }) =>
              record.endDate
                ? `${formatDate(record.startDate)} – ${formatDate(record.endDate)}`
                : `ab ${formatDate(record.startDate)}`
            }
          />
        </DataTable.Col>
      </DataTable>
    </RaList>
  );
}

/** The map beside the typed coordinates; both write the same two form fields. */
function PositionInput() {
  const hintId = useId();
  const { setValue } = useFormContext();
  const latitude = useWatch({ name: 'latitude' });
  const longitude = useWatch({ name: 'longitude' });
  const { data: config } = usePortalConfig();
  const pick = (lat: number, lng: number) => {
    setValue('latitude', lat, { shouldDirty: true, shouldValidate: true });
    setValue('longitude', lng, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Position
      </Typography>
      <Typography id={hintId} variant="body2" sx={{ mb: 1 }}>
        Klicken Sie auf die Karte oder ziehen Sie die Markierung. Sie können die Koordinaten auch eingeben
        (Dezimalgrad, z. B. 51,2562 und 6,3928).
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput
          source="latitude"
          label={LABELS.latitude}
          format={formatCoordinate}
          parse={parseCoordinate}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': hintId } }}
        />
        <TextInput
          source="longitude"
          label={LABELS.longitude}
          format={formatCoordinate}
          parse={parseCoordinate}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': hintId } }}
        />
      </Box>
      <Suspense
        fallback={<Box sx={{ height: { xs: 280, md: 360 }, bgcolor: 'action.hover', borderRadius: 2 }} />}
      >
        <PositionPicker
          position={validPosition(latitude, longitude)}
          onPick={pick}
          tileUrl={config?.mapTileUrl ?? null}
          tileAttribution={config?.mapTileAttribution ?? ''}
          describedBy={hintId}
        />
      </Suspense>
    </Box>
  );
}

function ProjectForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges resolver={zodResolver(ConstructionProjectInputSchema)}>
      <TextInput source="title" label={LABELS.title} fullWidth />
      <TextInput source="description" label={LABELS.description} multiline minRows={3} fullWidth />
      <SelectInput source="sparte" label={LABELS.sparte} choices={SPARTE_CHOICES} />
      <TextInput source="commune" label={LABELS.commune} />
      <TextInput source="street" label={LABELS.street} fullWidth />
      <DateInput source="startDate" label={LABELS.startDate} />
      <DateInput source="endDate" label={LABELS.endDate} />
      <PositionInput />
    </SimpleForm>
  );
}

export function Create() {
  return (
    <RaCreate title="Bauprojekt anlegen" redirect="edit" record={{ latitude: null, longitude: null }}>
      <ProjectForm />
    </RaCreate>
  );
}

export function Edit() {
  return (
    <BackofficeEdit title="Bauprojekt bearbeiten" redirect={false}>
      <ProjectForm />
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}
