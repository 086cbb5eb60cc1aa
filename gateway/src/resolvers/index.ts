import type { Resolvers } from '../generated/resolvers.js';
import { agendaMutationResolvers, agendaQueryResolvers } from './agenda.js';
import { auditQueryResolvers } from './audit.js';
import { backOfficeMutationResolvers, backOfficeQueryResolvers } from './backoffice.js';
import { catalogQueryResolvers } from './catalog.js';
import { companyQueryResolvers } from './company.js';
import { leadPerformanceQueryResolvers } from './lead-performance.js';
import { keysMutationResolvers, keysQueryResolvers } from './keys.js';
import { leadsMutationResolvers, leadsQueryResolvers } from './leads.js';
import { mediaMutationResolvers, mediaQueryResolvers } from './media.js';
import { peopleMutationResolvers, peopleQueryResolvers } from './people.js';
import { portalsMutationResolvers, portalsQueryResolvers } from './portals.js';
import { privacyMutationResolvers, privacyQueryResolvers } from './privacy.js';
import { sessionMutationResolvers, sessionQueryResolvers } from './session.js';
import { teamQueryResolvers } from './team.js';
import { visitorsMutationResolvers, visitorsQueryResolvers } from './visitors.js';
import { UploadScalar } from '../uploads/file-upload.js';

/**
 * Every resolver of the schema. Only root fields need code: the normalizers already shape each object
 * exactly like its GraphQL type, so the default field resolvers read the rest. `Upload` is the multipart
 * file scalar of `uploads/file-upload.ts`.
 */
export const resolvers: Resolvers = {
  Upload: UploadScalar,
  Query: {
    ...catalogQueryResolvers,
    ...companyQueryResolvers,
    ...teamQueryResolvers,
    ...visitorsQueryResolvers,
    ...sessionQueryResolvers,
    ...backOfficeQueryResolvers,
    ...peopleQueryResolvers,
    ...mediaQueryResolvers,
    ...portalsQueryResolvers,
    ...leadsQueryResolvers,
    ...leadPerformanceQueryResolvers,
    ...agendaQueryResolvers,
    ...keysQueryResolvers,
    ...auditQueryResolvers,
    ...privacyQueryResolvers,
  },
  Mutation: {
    ...visitorsMutationResolvers,
    ...sessionMutationResolvers,
    ...backOfficeMutationResolvers,
    ...peopleMutationResolvers,
    ...mediaMutationResolvers,
    ...portalsMutationResolvers,
    ...leadsMutationResolvers,
    ...agendaMutationResolvers,
    ...keysMutationResolvers,
    ...privacyMutationResolvers,
  },
};
