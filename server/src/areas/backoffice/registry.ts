import { shellResources } from '../access/backoffice.ts';
import { concessionResources } from '../concessions/backoffice.ts';
import { contentResources } from '../content/backoffice.ts';
import { educationResources } from '../education/backoffice.ts';
import { heatPlanningResources } from '../heat-planning/backoffice.ts';
import type { BackofficeResource } from './resource.ts';

/** Every content type of the back office, by area. */
export const BACKOFFICE_RESOURCES: readonly BackofficeResource[] = [
  ...contentResources,
  ...heatPlanningResources,
  ...educationResources,
  ...shellResources,
  ...concessionResources,
];

export const resourceNamed = (name: string) =>
  BACKOFFICE_RESOURCES.find((resource) => resource.name === name);
