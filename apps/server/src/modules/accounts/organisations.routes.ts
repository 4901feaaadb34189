import { type Edition, myOrganisationEndpoints, okEnvelope, organisationEndpoints } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { staffActorOf } from '../audit/index.js';
import { customerOf } from './accounts.auth.js';
import {
  addDepartment,
  adminPutMember,
  adminRemoveMember,
  myOrganisation,
  changeDepartment,
  changeOrganisation,
  createOrganisation,
  listOrganisations,
  organisationMembersOf,
  putMember,
  removeMember,
} from './organisations.service.js';

/** The organisations screen's calls (`organisationEndpoints`, staff holding customers:organisations) and an organisation's own administrators' (`myOrganisationEndpoints`). */
export async function organisationsRoutes(app: FastifyInstance, options: { db: Database; edition: Edition }) {
  const { db, edition } = options;

  serveEndpoint(app, organisationEndpoints.list, async () => okEnvelope(await listOrganisations(db)));
  serveEndpoint(app, organisationEndpoints.create, async (request) => okEnvelope(await createOrganisation(db, staffActorOf(request), request.body)));
  serveEndpoint(app, organisationEndpoints.change, async (request) =>
    okEnvelope(await changeOrganisation(db, staffActorOf(request), request.params.id, request.body)),
  );
  serveEndpoint(app, organisationEndpoints.addDepartment, async (request) =>
    okEnvelope(await addDepartment(db, staffActorOf(request), request.params.id, request.body)),
  );
  serveEndpoint(app, organisationEndpoints.changeDepartment, async (request) =>
    okEnvelope(await changeDepartment(db, staffActorOf(request), request.params.id, request.body)),
  );
  serveEndpoint(app, organisationEndpoints.members, async (request) => okEnvelope(await organisationMembersOf(db, request.params.id)));
  serveEndpoint(app, organisationEndpoints.putMember, async (request) =>
    okEnvelope(await putMember(db, staffActorOf(request), edition, request.params.id, request.body)),
  );
  serveEndpoint(app, organisationEndpoints.removeMember, async (request) =>
    okEnvelope(await removeMember(db, staffActorOf(request), request.params.id, request.params.customerId)),
  );

  serveEndpoint(app, myOrganisationEndpoints.get, async (request) => okEnvelope(await myOrganisation(db, customerOf(request))));
  serveEndpoint(app, myOrganisationEndpoints.putMember, async (request) => okEnvelope(await adminPutMember(db, customerOf(request), edition, request.body)));
  serveEndpoint(app, myOrganisationEndpoints.removeMember, async (request) =>
    okEnvelope(await adminRemoveMember(db, customerOf(request), request.params.customerId)),
  );
}
