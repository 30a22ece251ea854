import type { FastifyReply } from 'fastify';

/** Sends a file to save (a CSV or PDF export, a receipt): its type, a file name, never cached. */
export function sendDownload(reply: FastifyReply, body: string | Buffer, type: string, filename: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
