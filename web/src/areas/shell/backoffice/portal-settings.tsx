import { zodResolver } from '@hookform/resolvers/zod';
import { PortalSettingsInputSchema } from '@kp/contract/shell-backoffice';
import { DataTable, List as RaList, SimpleForm, TextInput } from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { SAVE_ONLY } from '../../../backoffice/save-only-toolbar.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

const SERVER_SETTING = 'Einstellung des Servers';

/**
 * The portal configuration (admins only): the map tiles and the wish-charger map. An empty field uses the
 * server's setting (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, WISH_CHARGER_MAP_URL).
 */

export function List() {
  return (
    <RaList title="Portal-Konfiguration" pagination={false} exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="titel" label="Einstellungen" disableSort field={EditLinkField} />
        <DataTable.Col
          source="mapTileUrl"
          label="Kartenkacheln"
          disableSort
          render={(record) => record.mapTileUrl || SERVER_SETTING}
        />
        <DataTable.Col
          source="wishChargerMapUrl"
          label="Wunschladesäulen-Karte"
          disableSort
          render={(record) => record.wishChargerMapUrl || SERVER_SETTING}
        />
      </DataTable>
    </RaList>
  );
}

const SERVER = 'Leer: die Einstellung des Servers.';

/** The fields' German names, for the version history's comparison. */
export const LABELS: Record<string, string> = {
  mapTileUrl: 'Adresse der Kartenkacheln',
  mapTileAttribution: 'Quellenangabe der Karte',
  wishChargerMapUrl: 'Adresse der Wunschladesäulen-Karte',
};

export function Edit() {
  return (
    <BackofficeEdit redirect={false} title="Portal-Konfiguration bearbeiten">
      <SimpleForm
        warnWhenUnsavedChanges
        resolver={zodResolver(PortalSettingsInputSchema)}
        toolbar={SAVE_ONLY}
      >
        <TextInput
          source="mapTileUrl"
          label="Adresse der Kartenkacheln"
          helperText={`z. B. https://tile.openstreetmap.org/{z}/{x}/{y}.png. ${SERVER}`}
          fullWidth
        />
        <TextInput
          source="mapTileAttribution"
          label="Quellenangabe der Karte"
          helperText={SERVER}
          fullWidth
        />
        <TextInput
          source="wishChargerMapUrl"
          label="Adresse der Wunschladesäulen-Karte"
          helperText={SERVER}
          fullWidth
        />
      </SimpleForm>
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}
