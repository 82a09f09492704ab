import { shellResources } from '../access/backoffice.ts';
import { concessionResources } from '../concessions/backoffice.ts';
import { contentResources } from '../content/backoffice.ts';
import { constructionProjectsResource } from '../content/construction-backoffice.ts';
import { educationResources } from '../education/backoffice.ts';
import { fundsResources } from '../funds/backoffice.ts';
import { heatPlanningResources } from '../heat-planning/backoffice.ts';
import { momentsResources } from '../moments/backoffice.ts';
import { newsResources } from '../news/backoffice.ts';
import type { BackofficeResource } from './resource.ts';

/** Every content type of the back office, by area. */
export const BACKOFFICE_RESOURCES: readonly BackofficeResource[] = [
  ...contentResources,
  ...heatPlanningResources,
  ...educationResources,
  ...shellResources,
  ...concessionResources,
  ...fundsResources,
  constructionProjectsResource,
  ...momentsResources,
  ...newsResources,
];

export const resourceNamed = (name: string) =>
  BACKOFFICE_RESOURCES.find((resource) => resource.name === name);
