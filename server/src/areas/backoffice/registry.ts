import { contentResources } from '../content/backoffice.ts';
import { heatPlanningResources } from '../heat-planning/backoffice.ts';
import { newsResources } from '../news/backoffice.ts';
import type { BackofficeResource } from './resource.ts';

/** Every content type of the back office, by area. */
export const BACKOFFICE_RESOURCES: readonly BackofficeResource[] = [
  ...contentResources,
  ...heatPlanningResources,
  ...newsResources,
];

export const resourceNamed = (name: string) =>
  BACKOFFICE_RESOURCES.find((resource) => resource.name === name);
