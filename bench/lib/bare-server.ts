/**
 * The yardstick for server-bench: a bare Fastify process with one route answering a user-sized JSON body,
 * no auth, no database. Prints its URL on stdout once listening.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const user = {
  code: 200,
  msg: 'success',
  data: {
    id: 'x'.repeat(32),
    name: 'Bench',
    email: 'bench@prowrite.local',
    type: 'admin',
    team_id: 'y'.repeat(32),
  },
};
app.get('/bare', async () => user);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
