import LiveHelpOutlinedIcon from '@mui/icons-material/LiveHelpOutlined';
import { Resource } from 'react-admin';
import * as faqEntries from '../content/backoffice/faq-entries.tsx';

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
];
