// Who may talk to the studio. It edits files on the operator's machine, so a page
// from any other site must not be able to make it write, or read through a DNS
// rebinding: the Host must be the studio's own loopback name, a write must come
// from the studio's own origin with this process's token, and only as JSON.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const TOKEN_HEADER = 'x-studio-token';

export function createGuard(port: () => number) {
  const token = randomBytes(32).toString('base64url');
  const hosts = () => [`localhost:${port()}`, `127.0.0.1:${port()}`];
  const origins = () => hosts().map((h) => `http://${h}`);

  const sameToken = (given: unknown) => {
    if (typeof given !== 'string') return false;
    const [a, b] = [Buffer.from(given), Buffer.from(token)];
    return a.length === b.length && timingSafeEqual(a, b);
  };

  return {
    token,
    /** Every studio request: served only under the studio's own host names. */
    host(req: FastifyRequest, reply: FastifyReply): boolean {
      if (hosts().includes(String(req.headers.host ?? '').toLowerCase())) return true;
      void reply.code(403).send({ error: 'The studio answers only at its own address.' });
      return false;
    },
    /** API calls: the token; writes also the studio's own Origin and a JSON body. */
    api(req: FastifyRequest, reply: FastifyReply, write: boolean): boolean {
      const origin = req.headers.origin;
      if (write && (typeof origin !== 'string' || !origins().includes(origin))) {
        void reply.code(403).send({ error: 'Writes are accepted only from the studio page itself.' });
        return false;
      }
      if (!sameToken(req.headers[TOKEN_HEADER])) {
        void reply.code(403).send({ error: 'Missing or wrong studio token; reload the studio page.' });
        return false;
      }
      if (write && !/^application\/json(;|$)/i.test(String(req.headers['content-type'] ?? ''))) {
        void reply.code(415).send({ error: 'Send the brand config as application/json.' });
        return false;
      }
      return true;
    },
  };
}
