import { defineEndpoint } from './endpoint.ts';
import { FoerdermittelSchema, FundParamsSchema } from './funds.ts';

// The funding programmes (Fördermittel) of the municipal portal; the list comes through /users/me.

export const fundsEndpoints = {
  fund: defineEndpoint({
    method: 'GET',
    path: '/foerdermittel/:id',
    access: 'confirmed',
    portal: 'municipal',
    tags: ['funds'],
    summary: 'Eine Fördermöglichkeit; die Liste kommt über /users/me?type=foerdermittel',
    params: FundParamsSchema,
    answers: { 200: FoerdermittelSchema },
  }),
};
