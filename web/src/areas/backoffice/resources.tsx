import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import EuroOutlinedIcon from '@mui/icons-material/EuroOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import LiveHelpOutlinedIcon from '@mui/icons-material/LiveHelpOutlined';
import LocalFireDepartmentOutlinedIcon from '@mui/icons-material/LocalFireDepartmentOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import LocationCityOutlinedIcon from '@mui/icons-material/LocationCityOutlined';
import MiscellaneousServicesOutlinedIcon from '@mui/icons-material/MiscellaneousServicesOutlined';
import NewspaperOutlinedIcon from '@mui/icons-material/NewspaperOutlined';
import PermMediaOutlinedIcon from '@mui/icons-material/PermMediaOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { Resource } from 'react-admin';
import * as concessionTopics from '../concessions/backoffice/topics.tsx';
import * as aboutPage from '../content/backoffice/about-page.tsx';
import * as constructionProjects from '../content/backoffice/construction-projects.tsx';
import * as contactPeople from '../content/backoffice/contact-people.tsx';
import * as faqEntries from '../content/backoffice/faq-entries.tsx';
import * as newCompanies from '../content/backoffice/new-companies.tsx';
import * as serviceAreas from '../content/backoffice/service-areas.tsx';
import * as services from '../content/backoffice/services.tsx';
import * as subServices from '../content/backoffice/sub-services.tsx';
import * as educationMaterials from '../education/backoffice/materials.tsx';
import * as educationMenuItems from '../education/backoffice/menu-items.tsx';
import * as educationSettings from '../education/backoffice/settings.tsx';
import * as fundingProgrammes from '../funds/backoffice/funding-programmes.tsx';
import * as fundingTopics from '../funds/backoffice/funding-topics.tsx';
import * as heatFaqEntries from '../heat-planning/backoffice/heat-faq-entries.tsx';
import * as media from '../media/backoffice/media.tsx';
import * as moments from '../moments/backoffice/moments.tsx';
import * as momentsSettings from '../moments/backoffice/moments-settings.tsx';
import * as newsPosts from '../news/backoffice/news-posts.tsx';
import * as requests from '../requests/backoffice/requests.tsx';
import * as communes from '../shell/backoffice/communes.tsx';
import * as portalSettings from '../shell/backoffice/portal-settings.tsx';

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
    options={{ label: 'Erleben-Einstellungen' }}
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
