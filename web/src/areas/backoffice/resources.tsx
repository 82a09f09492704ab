import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import LiveHelpOutlinedIcon from '@mui/icons-material/LiveHelpOutlined';
import LocalFireDepartmentOutlinedIcon from '@mui/icons-material/LocalFireDepartmentOutlined';
import MiscellaneousServicesOutlinedIcon from '@mui/icons-material/MiscellaneousServicesOutlined';
import NewspaperOutlinedIcon from '@mui/icons-material/NewspaperOutlined';
import PermMediaOutlinedIcon from '@mui/icons-material/PermMediaOutlined';
import { Resource } from 'react-admin';
import * as aboutPage from '../content/backoffice/about-page.tsx';
import * as contactPeople from '../content/backoffice/contact-people.tsx';
import * as faqEntries from '../content/backoffice/faq-entries.tsx';
import * as newCompanies from '../content/backoffice/new-companies.tsx';
import * as serviceAreas from '../content/backoffice/service-areas.tsx';
import * as services from '../content/backoffice/services.tsx';
import * as subServices from '../content/backoffice/sub-services.tsx';
import * as heatFaqEntries from '../heat-planning/backoffice/heat-faq-entries.tsx';
import * as media from '../media/backoffice/media.tsx';
import * as newsPosts from '../news/backoffice/news-posts.tsx';
import * as requests from '../requests/backoffice/requests.tsx';

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
    key="service-areas"
    name="service-areas"
    list={serviceAreas.List}
    edit={serviceAreas.Edit}
    create={serviceAreas.Create}
    icon={CategoryOutlinedIcon}
    recordRepresentation="title"
    options={{ label: 'Fachbereiche' }}
  />,
  <Resource
    key="services"
    name="services"
    list={services.List}
    edit={services.Edit}
    create={services.Create}
    icon={MiscellaneousServicesOutlinedIcon}
    recordRepresentation="title"
    options={{ label: 'Leistungen' }}
  />,
  <Resource
    key="sub-services"
    name="sub-services"
    list={subServices.List}
    edit={subServices.Edit}
    create={subServices.Create}
    icon={ListAltOutlinedIcon}
    recordRepresentation="title"
    options={{ label: 'Angebote' }}
  />,
  <Resource
    key="contact-people"
    name="contact-people"
    list={contactPeople.List}
    edit={contactPeople.Edit}
    create={contactPeople.Create}
    icon={ContactPhoneOutlinedIcon}
    recordRepresentation="name"
    options={{ label: 'Kontaktpersonen' }}
  />,
  <Resource
    key="about-page"
    name="about-page"
    list={aboutPage.List}
    edit={aboutPage.Edit}
    icon={InfoOutlinedIcon}
    recordRepresentation="title"
    options={{ label: 'Über uns' }}
  />,
  <Resource
    key="new-companies"
    name="new-companies"
    list={newCompanies.List}
    edit={newCompanies.Edit}
    create={newCompanies.Create}
    icon={BusinessOutlinedIcon}
    recordRepresentation="title"
    options={{ label: 'NEW-Gruppe' }}
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
  <Resource
    key="heat-faq-entries"
    name="heat-faq-entries"
    list={heatFaqEntries.List}
    edit={heatFaqEntries.Edit}
    create={heatFaqEntries.Create}
    icon={LocalFireDepartmentOutlinedIcon}
    recordRepresentation="titel"
    options={{ label: 'FAQ Wärmeplanung' }}
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
