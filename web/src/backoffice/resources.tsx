import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
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
import type { ComponentType } from 'react';
import { Resource, type ResourceProps } from 'react-admin';
import { concessionTopics } from '../areas/concessions/backoffice.tsx';
import {
  aboutPage,
  constructionProjects,
  contactPeople,
  faqEntries,
  newCompanies,
  serviceAreas,
  services,
  subServices,
} from '../areas/content/backoffice.tsx';
import { educationMaterials, educationMenuItems, educationSettings } from '../areas/education/backoffice.tsx';
import { fundingProgrammes, fundingTopics } from '../areas/funds/backoffice.tsx';
import { heatFaqEntries } from '../areas/heat-planning/backoffice.tsx';
import { media } from '../areas/media/backoffice.tsx';
import { moments, momentsSettings } from '../areas/moments/backoffice.tsx';
import { newsPosts } from '../areas/news/backoffice.tsx';
import { requests } from '../areas/requests/backoffice.tsx';
import { communeDirectory, communes, portalSettings, roles } from '../areas/shell/backoffice.tsx';

/** One back-office screen set: the server's resource name (/api/backoffice/<name>) and its menu entry. */
interface Screens {
  name: string;
  /** The area's screens; a resource without `Create` has a fixed set of entries (settings, communes …). */
  screens: { List: ComponentType; Edit: ComponentType; Create?: ComponentType };
  icon: ComponentType;
  /** The menu's German label. */
  label: string;
  /** The field that names an entry (breadcrumbs, references, the delete question). */
  title?: ResourceProps['recordRepresentation'];
}

const resource = ({ name, screens, icon, label, title }: Screens) => (
  <Resource
    key={name}
    name={name}
    list={screens.List}
    edit={screens.Edit}
    create={screens.Create}
    icon={icon}
    recordRepresentation={title}
    options={{ label }}
  />
);

/** Every content type of the back office, in the menu's order. Add an area's screens here. */
export const backofficeResources = (
  [
    {
      name: 'news-posts',
      screens: newsPosts,
      icon: NewspaperOutlinedIcon,
      label: 'Nachrichten und Presse',
      title: 'title',
    },
    {
      name: 'service-areas',
      screens: serviceAreas,
      icon: CategoryOutlinedIcon,
      label: 'Fachbereiche',
      title: 'title',
    },
    {
      name: 'services',
      screens: services,
      icon: MiscellaneousServicesOutlinedIcon,
      label: 'Leistungen',
      title: 'title',
    },
    {
      name: 'sub-services',
      screens: subServices,
      icon: ListAltOutlinedIcon,
      label: 'Angebote',
      title: 'title',
    },
    {
      name: 'contact-people',
      screens: contactPeople,
      icon: ContactPhoneOutlinedIcon,
      label: 'Kontaktpersonen',
      title: 'name',
    },
    { name: 'about-page', screens: aboutPage, icon: InfoOutlinedIcon, label: 'Über uns', title: 'title' },
    {
      name: 'new-companies',
      screens: newCompanies,
      icon: BusinessOutlinedIcon,
      label: 'NEW-Gruppe',
      title: 'title',
    },
    { name: 'faq-entries', screens: faqEntries, icon: LiveHelpOutlinedIcon, label: 'FAQ', title: 'titel' },
    {
      name: 'heat-faq-entries',
      screens: heatFaqEntries,
      icon: LocalFireDepartmentOutlinedIcon,
      label: 'FAQ Wärmeplanung',
      title: 'titel',
    },
    {
      name: 'funding-programmes',
      screens: fundingProgrammes,
      icon: EuroOutlinedIcon,
      label: 'Fördermöglichkeiten',
      title: 'foerdertitel',
    },
    {
      name: 'funding-topics',
      screens: fundingTopics,
      icon: LocalOfferOutlinedIcon,
      label: 'Förderthemen',
      title: 'titel',
    },
    {
      name: 'construction-projects',
      screens: constructionProjects,
      icon: ConstructionOutlinedIcon,
      label: 'Bauprojekte',
      title: 'title',
    },
    {
      name: 'moments',
      screens: moments,
      icon: EventAvailableOutlinedIcon,
      label: 'NEW Erleben',
      title: 'titel',
    },
    {
      name: 'moments-settings',
      screens: momentsSettings,
      icon: SettingsOutlinedIcon,
      label: 'Erleben-Einstellungen',
    },
    { name: requests.RESOURCE, screens: requests, icon: requests.MenuIcon, label: 'Anfragen' },
    {
      name: 'media',
      screens: media,
      icon: PermMediaOutlinedIcon,
      label: 'Mediathek',
      title: (file) => file.title || file.fileName,
    },
    {
      name: 'education-materials',
      screens: educationMaterials,
      icon: SchoolOutlinedIcon,
      label: 'Bildung: Materialien',
      title: 'titel',
    },
    {
      name: 'education-menu-items',
      screens: educationMenuItems,
      icon: AccountTreeOutlinedIcon,
      label: 'Bildung: Menü',
      title: 'name',
    },
    {
      name: 'education-settings',
      screens: educationSettings,
      icon: HandshakeOutlinedIcon,
      label: 'Bildung: Förderung und Kontakt',
      title: 'titel',
    },
    { name: 'communes', screens: communes, icon: LocationCityOutlinedIcon, label: 'Kommunen', title: 'name' },
    {
      name: 'concession-topics',
      screens: concessionTopics,
      icon: GavelOutlinedIcon,
      label: 'Konzessionsthemen',
      title: 'vertrag',
    },
  ] satisfies Screens[]
).map(resource);

/** Resources only admins use (the server answers editors 403): shown in the menu for admins only. */
export const adminResources = [
  resource({
    name: 'portal-settings',
    screens: portalSettings,
    icon: TuneOutlinedIcon,
    label: 'Portal-Konfiguration',
    title: 'titel',
  }),
  resource({
    name: 'commune-directory',
    screens: communeDirectory,
    icon: ApartmentOutlinedIcon,
    label: 'Kommunenverzeichnis',
    title: 'name',
  }),
  resource({ name: 'roles', screens: roles, icon: BadgeOutlinedIcon, label: 'Rollen', title: 'name' }),
];
