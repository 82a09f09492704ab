import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import LiveHelpOutlinedIcon from '@mui/icons-material/LiveHelpOutlined';
import LocationCityOutlinedIcon from '@mui/icons-material/LocationCityOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { Resource } from 'react-admin';
import * as concessionTopics from '../concessions/backoffice/topics.tsx';
import * as faqEntries from '../content/backoffice/faq-entries.tsx';
import * as educationMaterials from '../education/backoffice/materials.tsx';
import * as educationMenuItems from '../education/backoffice/menu-items.tsx';
import * as educationSettings from '../education/backoffice/settings.tsx';
import * as communes from '../shell/backoffice/communes.tsx';
import * as portalSettings from '../shell/backoffice/portal-settings.tsx';

/**
 * Every content type of the back office, one `<Resource>` each: `name` is the server's resource name
 * (/api/backoffice/<name>), `options.label` the menu's German label. Add an area's screens here.
 */
export const backofficeResources = [
  <Resource
    key="faq-entries"
    name="faq-entries"
    list={faqEntries.List}
    edit={faqEntries.Edit}
    create={faqEntries.Create}
    icon={LiveHelpOutlinedIcon}
    recordRepresentation="titel"
    options={{ label: 'FAQ' }}
  />,
  <Resource
    key="education-materials"
    name="education-materials"
    list={educationMaterials.List}
    edit={educationMaterials.Edit}
    create={educationMaterials.Create}
    icon={SchoolOutlinedIcon}
    recordRepresentation="titel"
    options={{ label: 'Bildung: Materialien' }}
  />,
  <Resource
    key="education-menu-items"
    name="education-menu-items"
    list={educationMenuItems.List}
    edit={educationMenuItems.Edit}
    create={educationMenuItems.Create}
    icon={AccountTreeOutlinedIcon}
    recordRepresentation="name"
    options={{ label: 'Bildung: Menü' }}
  />,
  <Resource
    key="education-settings"
    name="education-settings"
    list={educationSettings.List}
    edit={educationSettings.Edit}
    icon={HandshakeOutlinedIcon}
    recordRepresentation="titel"
    options={{ label: 'Bildung: Förderung und Kontakt' }}
  />,
  <Resource
    key="communes"
    name="communes"
    list={communes.List}
    edit={communes.Edit}
    icon={LocationCityOutlinedIcon}
    recordRepresentation="name"
    options={{ label: 'Kommunen' }}
  />,
  <Resource
    key="concession-topics"
    name="concession-topics"
    list={concessionTopics.List}
    edit={concessionTopics.Edit}
    create={concessionTopics.Create}
    icon={GavelOutlinedIcon}
    recordRepresentation="vertrag"
    options={{ label: 'Konzessionsthemen' }}
  />,
];

/** Resources only admins use (the server answers editors 403): shown in the menu for admins only. */
export const adminResources = [
  <Resource
    key="portal-settings"
    name="portal-settings"
    list={portalSettings.List}
    edit={portalSettings.Edit}
    icon={TuneOutlinedIcon}
    recordRepresentation="titel"
    options={{ label: 'Portal-Konfiguration' }}
  />,
];
