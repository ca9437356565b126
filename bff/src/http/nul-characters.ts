import { NUL_CHARACTER_MESSAGE, nulCharacterPaths } from '@cards/contracts';
import { AppError } from '@cards/kit';
import type { RequestHandler } from 'express';
import type { RouteRegistry } from './route-registry.js';

const details = (paths: string[]) => Object.fromEntries(paths.map((p) => [p, [NUL_CHARACTER_MESSAGE]]));

/**
 * Refuses a NUL character anywhere in a request, once, before routing: in a path parameter a
 * 404 (no resource has such an id) naming it as `params.<name>`; in the query or the JSON
 * body a 422 naming each place. Mounted ahead of every route, so no handler, service or
 * database ever sees one (PostgreSQL would refuse it with a 500).
 */
export function rejectNulCharacters(registry: RouteRegistry): RequestHandler {
  return (req, _res, next) => {
    const rawPath = req.path;
    if (rawPath.includes('%00') || rawPath.includes('\u0000')) {
      const hit = registry.match(req.method, rawPath);
      const named = hit ? nulCharacterPaths(hit.params, ['params']) : [];
      const fields = named.length ? named : ['path'];
      throw new AppError(404, 'nul_character', `No such resource: ${fields.join(', ')} ${NUL_CHARACTER_MESSAGE}`, details(fields));
    }
    const paths = [...nulCharacterPaths(req.query, ['query'])];
    // Raw bodies (signed webhooks) are bytes, not text fields: their signature check refuses tampering.
    if (!Buffer.isBuffer(req.body)) paths.push(...nulCharacterPaths(req.body));
    if (paths.length) throw new AppError(422, 'nul_character', `Invalid ${paths.join(', ')}: ${NUL_CHARACTER_MESSAGE}`, details(paths));
    next();
  };
}
