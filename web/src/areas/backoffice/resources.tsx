import LiveHelpOutlinedIcon from '@mui/icons-material/LiveHelpOutlined';
import PermMediaOutlinedIcon from '@mui/icons-material/PermMediaOutlined';
import { Resource } from 'react-admin';
import * as faqEntries from '../content/backoffice/faq-entries.tsx';
import * as media from '../media/backoffice/media.tsx';
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
    key="media"
    name="media"
    list={media.List}
    edit={media.Edit}
    icon={PermMediaOutlinedIcon}
    recordRepresentation={(file) => file.title || file.fileName}
    options={{ label: 'Mediathek' }}
  />,
];
