import type { FastifyRequest } from 'fastify';
import type { UserRole } from '@aso/core/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { findSession } from './auth.repository.ts';

export interface AuthContext {
  user: UserRow;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on protected routes. */
    auth: AuthContext | null;
  }
}

const ROLE_RANK: Record<UserRole, number> = { user: 0, admin: 1, super_admin: 2 };

const UNAUTHENTICATED = 'Unauthenticated.';
const FORBIDDEN = 'You do not have permission to do this.';
export const SUSPENDED = 'This account is suspended.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S{1,512})\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * The one guard of every protected route: no or bad token → 401, a suspended account
 * or a role below `minimumRole` → 403.
 */
export function createGuard(db: Db) {
  async function authenticate(request: FastifyRequest): Promise<AuthContext> {
    const token = bearerToken(request);
    const session = token ? await findSession(db, token) : undefined;
    if (!session) throw new AppError(401, UNAUTHENTICATED);
    if (session.user.suspendedAt) throw new AppError(403, SUSPENDED);
    return session;
  }

  return {
    /**
     * For routes open to guests and users alike: a valid token sets `request.auth`; a
     * bad one is still refused (401), so a stale session never books as a stranger.
     */
    optionalUser() {
      return async (request: FastifyRequest) => {
        request.auth = bearerToken(request) ? await authenticate(request) : null;
      };
    },
    requireRole(minimumRole: UserRole) {
      return async (request: FastifyRequest) => {
        const auth = await authenticate(request);
        if (ROLE_RANK[auth.user.role] < ROLE_RANK[minimumRole]) throw new AppError(403, FORBIDDEN);
        request.auth = auth;
      };
    },
  };
}

export type Guard = ReturnType<typeof createGuard>;

/** The authenticated context of a guarded route (the guard has run). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, UNAUTHENTICATED);
  return request.auth;
}
