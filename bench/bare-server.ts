/** The baseline: a bare Fastify route answering a constant JSON body of a given size. */
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
const app = Fastify();
app.get('/api/rooms', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
console.log(`bare server at http://127.0.0.1:${port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
