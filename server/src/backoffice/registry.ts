import { shellResources } from '../areas/access/backoffice.ts';
import { concessionResources } from '../areas/concessions/backoffice.ts';
import { constructionProjectsResource, contentResources } from '../areas/content/backoffice.ts';
import { educationResources } from '../areas/education/backoffice.ts';
import { fundsResources } from '../areas/funds/backoffice.ts';
import { heatPlanningResources } from '../areas/heat-planning/backoffice.ts';
import { momentsResources } from '../areas/moments/backoffice.ts';
import { newsResources } from '../areas/news/backoffice.ts';
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
