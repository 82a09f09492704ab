import {
  BoltIcon,
  CategoryIcon,
  ElectricCarIcon,
  EnergySavingsLeafIcon,
  EngineeringIcon,
  EventIcon,
  HubIcon,
  LightbulbIcon,
  LocalFireDepartmentIcon,
  PoolIcon,
  RouterIcon,
  ThermostatIcon,
  WaterDropIcon,
  WaterIcon,
} from '../../ui/icons.tsx';

// Only the icons the areas use are drawn (ui/icons.tsx). Keys are MUI icon names, normalised by iconKey(),
// plus a few common aliases (Material Design Icons, German titles).
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
  // 1.5rem, MUI's icon size, wherever it is placed.
  return <Icon size="medium" />;
}
