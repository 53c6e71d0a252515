// Worker-thread entry of the parse pool: registers tsx in this thread so the TypeScript task module can
// load, and hands piscina its handler. The task module warms the engine up before the thread reports ready.
import { register } from 'tsx/esm/api';

register();
const { parseTask } = await import('./parse-pool-task.ts');
export default parseTask;
