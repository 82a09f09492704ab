import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import EuroOutlinedIcon from '@mui/icons-material/EuroOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import LiveHelpOutlinedIcon from '@mui/icons-material/LiveHelpOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Resource } from 'react-admin';
import * as constructionProjects from '../content/backoffice/construction-projects.tsx';
import * as faqEntries from '../content/backoffice/faq-entries.tsx';
import * as fundingProgrammes from '../funds/backoffice/funding-programmes.tsx';
import * as fundingTopics from '../funds/backoffice/funding-topics.tsx';
import * as moments from '../moments/backoffice/moments.tsx';
import * as momentsSettings from '../moments/backoffice/moments-settings.tsx';
import * as requests from '../requests/backoffice/requests.tsx';

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
    key="requests"
    name={requests.RESOURCE}
    list={requests.List}
    edit={requests.Edit}
    icon={requests.MenuIcon}
    options={{ label: 'Anfragen' }}
  />,
  <Resource
    key="funding-programmes"
    name="funding-programmes"
    list={fundingProgrammes.List}
    edit={fundingProgrammes.Edit}
    create={fundingProgrammes.Create}
    icon={EuroOutlinedIcon}
    recordRepresentation="foerdertitel"
    options={{ label: 'Fördermöglichkeiten' }}
  />,
  <Resource
    key="funding-topics"
    name="funding-topics"
    list={fundingTopics.List}
    edit={fundingTopics.Edit}
    create={fundingTopics.Create}
    icon={LocalOfferOutlinedIcon}
    recordRepresentation="titel"
    options={{ label: 'Förderthemen' }}
  />,
  <Resource
    key="construction-projects"
    name="construction-projects"
    list={constructionProjects.List}
    edit={constructionProjects.Edit}
    create={constructionProjects.Create}
    icon={ConstructionOutlinedIcon}
    recordRepresentation="title"
    options={{ label: 'Bauprojekte' }}
  />,
  <Resource
    key="moments"
    name="moments"
    list={moments.List}
    edit={moments.Edit}
    create={moments.Create}
    icon={EventAvailableOutlinedIcon}
    recordRepresentation="titel"
    options={{ label: 'NEW Erleben' }}
  />,
  <Resource
    key="moments-settings"
    name="moments-settings"
    list={momentsSettings.List}
    edit={momentsSettings.Edit}
    icon={SettingsOutlinedIcon}
    options={{ label: 'Einstellungen NEW Erleben' }}
  />,
];
