import { type Plasmid, type PlasmidFileFormat, plasmidFile } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../uploads/index.js';

/** A plasmid as a file for other sequence tools, downloaded under its name; a customer's design, so never cached. */
export function sendPlasmidFile(reply: FastifyReply, plasmid: Plasmid, format: PlasmidFileFormat) {
  const file = plasmidFile(plasmid, format);
  return reply.type(file.contentType).header('content-disposition', attachmentDisposition(file.name)).header('cache-control', 'no-store').send(file.text);
}
