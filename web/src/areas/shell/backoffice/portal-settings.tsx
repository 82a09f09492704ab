import { PortalSettingsInputSchema } from '@kp/contract/shell-backoffice';
import { zodResolver } from '@hookform/resolvers/zod';
import { Datagrid, Edit as RaEdit, List as RaList, SimpleForm, TextField, TextInput } from 'react-admin';

/**
 * The portal configuration (admins only): the map tiles and the wish-charger map. An empty field uses the
 * server's setting (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, WISH_CHARGER_MAP_URL).
 */

export function List() {
  return (
    <RaList title="Portal-Konfiguration" pagination={false} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="titel" label="Einstellungen" />
        <TextField source="mapTileUrl" label="Kartenkacheln" emptyText="Einstellung des Servers" />
        <TextField source="wishChargerMapUrl" label="Wunschladesäulen-Karte" emptyText="Einstellung des Servers" />
      </Datagrid>
    </RaList>
  );
}

const SERVER = 'Leer: die Einstellung des Servers.';

export function Edit() {
  return (
    <RaEdit mutationMode="pessimistic" title="Portal-Konfiguration bearbeiten">
      <SimpleForm resolver={zodResolver(PortalSettingsInputSchema)}>
        <TextInput
          source="mapTileUrl"
          label="Adresse der Kartenkacheln"
          helperText={`z. B. https://tile.openstreetmap.org/{z}/{x}/{y}.png. ${SERVER}`}
          fullWidth
        />
        <TextInput source="mapTileAttribution" label="Quellenangabe der Karte" helperText={SERVER} fullWidth />
        <TextInput source="wishChargerMapUrl" label="Adresse der Wunschladesäulen-Karte" helperText={SERVER} fullWidth />
      </SimpleForm>
    </RaEdit>
  );
}
