import { ServiceInputSchema } from '@kp/contract/content-backoffice';
import { serviceScreens } from './service-screens.tsx';

/** Leistungen (spec 01 §3 Service): a service area's offers, with order, flag binding and publication. */
export const { List, Edit, Create } = serviceScreens({
  schema: ServiceInputSchema,
  parent: { source: 'serviceAreaId', reference: 'service-areas', label: 'Fachbereich' },
  titles: { list: 'Leistungen', edit: 'Leistung bearbeiten', create: 'Neue Leistung' },
  plural: 'Leistungen',
});
