import BoltIcon from '@mui/icons-material/Bolt';
import CategoryIcon from '@mui/icons-material/Category';
import ElectricCarIcon from '@mui/icons-material/ElectricCar';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EventIcon from '@mui/icons-material/Event';
import HubIcon from '@mui/icons-material/Hub';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import PoolIcon from '@mui/icons-material/Pool';
import RouterIcon from '@mui/icons-material/Router';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import WaterIcon from '@mui/icons-material/Water';
import WaterDropIcon from '@mui/icons-material/WaterDrop';

// Icons are imported one by one: the whole package would add megabytes to the bundle. Keys are MUI icon
// names, normalised by iconKey(), plus a few common aliases (Material Design Icons, German titles).
const ICONS: Record<string, typeof BoltIcon> = {
  bolt: BoltIcon,
  flash: BoltIcon,
  lightningbolt: BoltIcon,
  strom: BoltIcon,
  localfiredepartment: LocalFireDepartmentIcon,
  fire: LocalFireDepartmentIcon,
  flame: LocalFireDepartmentIcon,
  gas: LocalFireDepartmentIcon,
  waterdrop: WaterDropIcon,
  water: WaterIcon,
  waves: WaterIcon,
  lightbulb: LightbulbIcon,
  lightbulbon: LightbulbIcon,
  electriccar: ElectricCarIcon,
  carelectric: ElectricCarIcon,
  evstation: ElectricCarIcon,
  energysavingsleaf: EnergySavingsLeafIcon,
  leaf: EnergySavingsLeafIcon,
  eco: EnergySavingsLeafIcon,
  thermostat: ThermostatIcon,
  thermometer: ThermostatIcon,
  router: RouterIcon,
  wifi: RouterIcon,
  engineering: EngineeringIcon,
  hub: HubIcon,
  event: EventIcon,
  calendar: EventIcon,
  veranstaltungen: EventIcon,
  pool: PoolIcon,
  swim: PoolIcon,
};

/** Normalises 'EngineeringOutlined', 'mdi-lightning-bolt' or 'water_drop' to a key of ICONS. */
export function iconKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^mdi[-_ ]?/, '')
    .replace(/[-_\s]/g, '')
    .replace(/(outlined|outline|rounded|sharp|twotone)$/, '');
}

/** The icon of a service area by the name stored with it, with a neutral fallback. */
export function ServiceAreaIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && ICONS[iconKey(name)]) || CategoryIcon;
  return <Icon />;
}
