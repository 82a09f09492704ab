import LiveHelpOutlinedIcon from '@mui/icons-material/LiveHelpOutlined';
import NewspaperOutlinedIcon from '@mui/icons-material/NewspaperOutlined';
import { Resource } from 'react-admin';
import * as faqEntries from '../content/backoffice/faq-entries.tsx';
import * as newsPosts from '../news/backoffice/news-posts.tsx';

/**
 * Every content type of the back office, one `<Resource>` each: `name` is the server's resource name
 * (/api/backoffice/<name>), `options.label` the menu's German label. Add an area's screens here.
 */
export const backofficeResources = [
  <Resource
    key="news-posts"
    name="news-posts"
    list={newsPosts.List}
    edit={newsPosts.Edit}
    create={newsPosts.Create}
    icon={NewspaperOutlinedIcon}
    recordRepresentation="title"
    options={{ label: 'Nachrichten und Presse' }}
  />,
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
