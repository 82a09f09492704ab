import { SubServiceInputSchema } from '@kp/contract/content-backoffice';
import { serviceScreens } from './service-screens.tsx';

/** Angebote (spec 01 §3 SubService): a service's sub-pages, with order, flag binding and publication. */
export const { List, Edit, Create } = serviceScreens({
  schema: SubServiceInputSchema,
  parent: { source: 'serviceId', reference: 'services', label: 'Leistung' },
  titles: { list: 'Angebote', edit: 'Angebot bearbeiten', create: 'Neues Angebot' },
  plural: 'Angebote',
});
