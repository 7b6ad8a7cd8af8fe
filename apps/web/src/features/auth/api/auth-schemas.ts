/**
 * The accounts' response schemas, loaded with the request that needs them, not with the
 * page: the login page's first load carries no Zod (`@aso/core/auth` builds its schemas
 * when it is evaluated), as the room pages do (room-schemas.ts).
 */
export const loadAuthSchemas = () => import('@aso/core/auth');
