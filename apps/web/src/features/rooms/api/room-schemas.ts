/**
 * The room types' response schemas, loaded with the first request that needs them, not
 * with the page: a room page's first answers come in the server's render, so its first
 * load carries no Zod (`@aso/core/rooms` builds its schemas when it is evaluated).
 */
export const loadRoomSchemas = () => import('@aso/core/rooms');
